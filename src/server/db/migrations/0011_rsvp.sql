CREATE TABLE "rsvp_unsubscribes" (
	"event_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsvp_unsubscribes_event_id_email_pk" PRIMARY KEY("event_id","email")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rsvp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rsvp_deadline" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rsvp_deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rsvp_ask_dietary" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rsvp_menu" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rsvp_contact" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rsvp_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "rsvp_code" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "rsvp_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "plus_one" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "rsvp_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "rsvp_code" text;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "plus_ones" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "rsvp_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsvp_unsubscribes" ADD CONSTRAINT "rsvp_unsubscribes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guests_rsvp_code_unique" ON "guests" USING btree ("rsvp_code");--> statement-breakpoint
CREATE UNIQUE INDEX "households_rsvp_code_unique" ON "households" USING btree ("rsvp_code");--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_plus_ones_check" CHECK ("households"."plus_ones" between 0 and 5);