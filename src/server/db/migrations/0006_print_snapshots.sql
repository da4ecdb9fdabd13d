CREATE TABLE "print_snapshots" (
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"cards" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_snapshots_event_id_kind_pk" PRIMARY KEY("event_id","kind"),
	CONSTRAINT "print_snapshots_kind_check" CHECK ("print_snapshots"."kind" in ('escort', 'place'))
);
--> statement-breakpoint
ALTER TABLE "print_snapshots" ADD CONSTRAINT "print_snapshots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;