-- Report reasons and a job's failure become catalogue texts ({key, params}); a row written before
-- keys keeps its words as a JSON string, which the report shows as it is (docs/decisions/0034).
ALTER TABLE "transfer_job_items" ALTER COLUMN "reason" SET DATA TYPE jsonb USING to_jsonb("reason");--> statement-breakpoint
ALTER TABLE "transfer_jobs" ALTER COLUMN "error" SET DATA TYPE jsonb USING to_jsonb("error");
