CREATE TABLE "seating_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"guest_a_id" uuid NOT NULL,
	"guest_b_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"strength" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seating_rules_pair_unique" UNIQUE("event_id","guest_a_id","guest_b_id"),
	CONSTRAINT "seating_rules_kind_check" CHECK ("seating_rules"."kind" in ('together', 'apart')),
	CONSTRAINT "seating_rules_strength_check" CHECK ("seating_rules"."strength" in ('must', 'prefer')),
	CONSTRAINT "seating_rules_pair_check" CHECK ("seating_rules"."guest_a_id" < "seating_rules"."guest_b_id")
);
--> statement-breakpoint
CREATE TABLE "seating_snapshots" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"seats" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "seat_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_guest_a_id_guests_id_fk" FOREIGN KEY ("guest_a_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_guest_b_id_guests_id_fk" FOREIGN KEY ("guest_b_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_snapshots" ADD CONSTRAINT "seating_snapshots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seating_rules_guest_b_id_idx" ON "seating_rules" USING btree ("guest_b_id");