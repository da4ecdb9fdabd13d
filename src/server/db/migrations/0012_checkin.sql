ALTER TABLE "guests" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "arrived_by" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "arrival_device" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "arrival_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Day-of check-in (docs/decisions/029-check-in.md). A check-in or its undo changes only a guest's arrival
-- fields: it is not an edit of the guest, so it neither raises the guest's version (an edit open on another
-- screen is not made stale by the guest walking in) nor names its actor as the guest's last editor. Any other
-- change raises it as before (migration 0009); the comparison runs only when an arrival field changed.
CREATE OR REPLACE FUNCTION "seatwise_row_version"() RETURNS trigger AS $$
BEGIN
  IF (NEW."arrived_at", NEW."arrival_changed_at") IS DISTINCT FROM (OLD."arrived_at", OLD."arrival_changed_at")
    AND to_jsonb(NEW) - ARRAY['arrived_at', 'arrived_by', 'arrival_device', 'arrival_changed_at', 'updated_at']
      = to_jsonb(OLD) - ARRAY['arrived_at', 'arrived_by', 'arrival_device', 'arrival_changed_at', 'updated_at']
  THEN
    RETURN NEW;
  END IF;
  NEW."version" := OLD."version" + 1;
  NEW."updated_by" := nullif(current_setting('seatwise.actor', true), '');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The history logs a check-in as the guest's changed arrival fields (migration 0010's update branch: one row
-- per guest, the statement's own INSERT … SELECT); the time of the last arrival operation is bookkeeping of
-- the offline merge, left out like the versions.
CREATE OR REPLACE FUNCTION "seatwise_row_fields"(j jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT j - ARRAY['id', 'event_id', 'version', 'updated_by', 'updated_at', 'settings_version',
    'settings_updated_by', 'layout_version', 'layout_updated_by', 'arrival_changed_at']
$$;
