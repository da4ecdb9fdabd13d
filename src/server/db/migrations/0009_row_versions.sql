ALTER TABLE "events" ADD COLUMN "settings_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "settings_updated_by" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "layout_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "layout_updated_by" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "updated_by" text;--> statement-breakpoint
-- Every update of a guest raises its version and records who made it: the transaction's actor, set by the
-- change log's recordChange with set_config('seatwise.actor', …, true) (src/server/modules/live/change-log.ts).
CREATE FUNCTION "seatwise_row_version"() RETURNS trigger AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  NEW."updated_by" := nullif(current_setting('seatwise.actor', true), '');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "guests_row_version" BEFORE UPDATE ON "guests" FOR EACH ROW EXECUTE FUNCTION "seatwise_row_version"();
