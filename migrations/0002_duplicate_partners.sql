ALTER TABLE "recipes" ADD COLUMN "duplicate_partners" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "possible_duplicate";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "possible_duplicate" boolean GENERATED ALWAYS AS (duplicate_partners > 0) STORED NOT NULL;--> statement-breakpoint
DROP INDEX "recipes_user_created_idx";--> statement-breakpoint
CREATE INDEX "recipes_user_created_id_idx" ON "recipes" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recipes_title_head_idx" ON "recipes" USING btree ("user_id",left(lower("title"), 3));
