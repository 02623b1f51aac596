ALTER TABLE "recipes" ADD COLUMN "components" jsonb DEFAULT '[]'::jsonb NOT NULL;
