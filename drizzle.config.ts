import { defineConfig } from 'drizzle-kit';

/** drizzle-kit writes SQL into migrations/; apply them with `npm run db:migrate` (our migrator, PGlite included). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './migrations',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
});
