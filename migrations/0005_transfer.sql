CREATE TABLE "transfer_job_items" (
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"outcome" text NOT NULL,
	"title" text,
	"reason" text,
	"recipe_id" uuid,
	"draft" jsonb
);
--> statement-breakpoint
CREATE TABLE "transfer_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"input" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "transfer_uploads" (
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_job_items" ADD CONSTRAINT "transfer_job_items_job_id_transfer_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."transfer_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_jobs" ADD CONSTRAINT "transfer_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_uploads" ADD CONSTRAINT "transfer_uploads_job_id_transfer_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."transfer_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_job_items_job_position_idx" ON "transfer_job_items" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "transfer_jobs_user_created_idx" ON "transfer_jobs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_jobs_one_active_idx" ON "transfer_jobs" USING btree ("user_id") WHERE state in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_uploads_job_position_idx" ON "transfer_uploads" USING btree ("job_id","position");