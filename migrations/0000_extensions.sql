-- drizzle-kit does not emit extensions; the trigram index on recipes.title needs pg_trgm first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
