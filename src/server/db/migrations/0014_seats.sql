ALTER TABLE "seating_rules" DROP CONSTRAINT "seating_rules_kind_check";--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "seat_number_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seating_rules" ADD CONSTRAINT "seating_rules_kind_check" CHECK ("seating_rules"."kind" in ('together', 'apart', 'next_to'));