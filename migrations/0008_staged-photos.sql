ALTER TABLE "photos" ALTER COLUMN "recipe_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_job_id_transfer_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."transfer_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_job_id_idx" ON "photos" USING btree ("job_id") WHERE job_id is not null;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_recipe_or_job" CHECK (num_nonnulls(recipe_id, job_id) = 1);