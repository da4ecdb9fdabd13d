ALTER TABLE "events" ADD COLUMN "guest_list_mode" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "passcode" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_guest_list_mode_check" CHECK ("events"."guest_list_mode" in ('all', 'confirmed', 'none'));