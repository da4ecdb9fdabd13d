ALTER TABLE "events" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "locale" text;