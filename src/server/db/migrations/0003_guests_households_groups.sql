CREATE TABLE "guest_group_members" (
	"guest_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "guest_group_members_guest_id_group_id_pk" PRIMARY KEY("guest_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "guest_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"importance" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_groups_importance_check" CHECK ("guest_groups"."importance" in ('low', 'normal', 'high'))
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "meal" text;--> statement-breakpoint
ALTER TABLE "guest_group_members" ADD CONSTRAINT "guest_group_members_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_group_members" ADD CONSTRAINT "guest_group_members_group_id_guest_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."guest_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_groups" ADD CONSTRAINT "guest_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_group_members_group_id_idx" ON "guest_group_members" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_groups_event_id_name_unique" ON "guest_groups" USING btree ("event_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "households_event_id_name_unique" ON "households" USING btree ("event_id",lower("name"));--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_household_id_idx" ON "guests" USING btree ("household_id");