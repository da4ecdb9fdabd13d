CREATE TABLE "venue_elements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"position_x" real NOT NULL,
	"position_y" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"rotation" real DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_elements_kind_check" CHECK ("venue_elements"."kind" in ('dance_floor', 'stage', 'bar', 'dj', 'entrance', 'label')),
	CONSTRAINT "venue_elements_position_check" CHECK ("venue_elements"."position_x" between 0 and 10000 and "venue_elements"."position_y" between 0 and 10000),
	CONSTRAINT "venue_elements_size_check" CHECK ("venue_elements"."width" between 10 and 2000 and "venue_elements"."height" between 10 and 2000),
	CONSTRAINT "venue_elements_rotation_check" CHECK ("venue_elements"."rotation" >= 0 and "venue_elements"."rotation" < 360)
);
--> statement-breakpoint
ALTER TABLE "tables" ADD COLUMN "rotation" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tables" ADD COLUMN "is_head" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_elements" ADD CONSTRAINT "venue_elements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_elements_event_id_idx" ON "venue_elements" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_number_check" CHECK ("tables"."number" >= 1);--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_position_check" CHECK ("tables"."position_x" between 0 and 10000 and "tables"."position_y" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "tables" ADD CONSTRAINT "tables_rotation_check" CHECK ("tables"."rotation" >= 0 and "tables"."rotation" < 360);