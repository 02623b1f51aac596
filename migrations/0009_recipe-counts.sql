CREATE TABLE "recipe_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"recipes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_counts" ADD CONSTRAINT "recipe_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by the database on every path that writes recipes (the app, a restore, a cascade from users, a
-- hand-run statement): one statement's rows counted once, from its transition table.
CREATE FUNCTION "recipe_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "recipe_counts" ("user_id", "recipes")
    SELECT "user_id", count(*)::int FROM "added_recipes" GROUP BY "user_id"
    ON CONFLICT ("user_id") DO UPDATE SET "recipes" = "recipe_counts"."recipes" + excluded."recipes";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update, not an upsert: when a user is deleted, the cascade may already have taken the user's row.
CREATE FUNCTION "recipe_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "recipe_counts" SET "recipes" = "recipe_counts"."recipes" - "gone"."recipes"
    FROM (SELECT "user_id", count(*)::int AS "recipes" FROM "removed_recipes" GROUP BY "user_id") AS "gone"
    WHERE "recipe_counts"."user_id" = "gone"."user_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- No code moves a recipe to another user; should a statement ever do it, the counts follow. A row
-- trigger, since PostgreSQL refuses transition tables on a trigger with a column list, and one on every
-- update would copy each row a rename's duplicate sync touches.
CREATE FUNCTION "recipe_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "recipe_counts" SET "recipes" = "recipes" - 1 WHERE "user_id" = OLD."user_id";
  INSERT INTO "recipe_counts" ("user_id", "recipes") VALUES (NEW."user_id", 1)
    ON CONFLICT ("user_id") DO UPDATE SET "recipes" = "recipe_counts"."recipes" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "recipe_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "recipe_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "recipes_count_insert" AFTER INSERT ON "recipes"
  REFERENCING NEW TABLE AS "added_recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipe_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "recipes_count_delete" AFTER DELETE ON "recipes"
  REFERENCING OLD TABLE AS "removed_recipes" FOR EACH STATEMENT EXECUTE FUNCTION "recipe_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "recipes_count_move" AFTER UPDATE OF "user_id" ON "recipes"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION "recipe_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "recipes_count_truncate" AFTER TRUNCATE ON "recipes"
  FOR EACH STATEMENT EXECUTE FUNCTION "recipe_counts_clear"();
--> statement-breakpoint
-- After the triggers, in the migration's transaction: CREATE TRIGGER's lock keeps writers out until the
-- counts and the triggers are in place together.
INSERT INTO "recipe_counts" ("user_id", "recipes")
  SELECT "user_id", count(*)::int FROM "recipes" GROUP BY "user_id";
