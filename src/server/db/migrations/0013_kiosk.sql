CREATE TABLE "event_kiosks" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_kiosks_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "event_kiosks" ADD CONSTRAINT "event_kiosks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;