CREATE TABLE "admin_setup_claims" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_setup_claims_single_row" CHECK ("admin_setup_claims"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "support_requests_status_created_at_idx" ON "support_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_status_check" CHECK ("support_requests"."status" in ('open', 'closed'));