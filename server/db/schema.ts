import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredText } from '#shared/messages/message-ref.ts';
import type { RecipeComponent } from '#shared/recipes/components.ts';
import type { Ingredient } from '#shared/recipes/recipe.ts';
import type { Pan } from '#shared/scaling/pans.ts';

/** Millisecond precision, so an ISO string round-trips exactly (optimistic concurrency compares them). */
const timestampMs = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestampMs('email_verified_at'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Sessions after Lucia's guide: the id is public, only a SHA-256 hash of the secret is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    lastSeenAt: timestampMs('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

const tokenTable = (name: string) =>
  pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      tokenHash: text('token_hash').notNull(),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      expiresAt: timestampMs('expires_at').notNull(),
      createdAt: timestampMs('created_at').notNull().defaultNow(),
    },
    (t) => [uniqueIndex(`${name}_hash_idx`).on(t.tokenHash), index(`${name}_user_id_idx`).on(t.userId)],
  );

export const passwordResetTokens = tokenTable('password_reset_tokens');
export const emailVerificationTokens = tokenTable('email_verification_tokens');

/** Fixed-window counters for the shared rate-limit store (RATE_LIMIT_STORE=postgres). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestampMs('reset_at').notNull(),
});

export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull().default('salty'),
    subcategory: text('subcategory').notNull(),
    description: text('description').notNull().default(''),
    ingredients: jsonb('ingredients').$type<Ingredient[]>().notNull().default([]),
    instructions: text('instructions').array().notNull().default(sql`'{}'::text[]`),
    /** Runs over the two lists above (shared/recipes/components.ts); [] is a plain recipe, one unnamed component. */
    components: jsonb('components').$type<RecipeComponent[]>().notNull().default([]),
    preparationTime: integer('preparation_time').notNull().default(0),
    cookingTime: integer('cooking_time').notNull().default(0),
    totalTime: integer('total_time').notNull().default(0),
    servingSize: integer('serving_size').notNull().default(4),
    servings: integer('servings'),
    /** The pan the recipe is written for (shared/scaling/pans.ts), for scaling by pan; null when it names none. */
    pan: jsonb('pan').$type<Pan>(),
    difficulty: text('difficulty').notNull().default('medium'),
    equipment: text('equipment').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes').notNull().default(''),
    aiGeneratedTags: text('ai_generated_tags').array().notNull().default(sql`'{}'::text[]`),
    sourceUrl: text('source_url'),
    /**
     * The recipe's photos in the chef's order, cover first (rows of `photos`). An array on the row, so the
     * list reads the cover as photo_ids[1] without a join, and a version records the order as one value.
     */
    photoIds: uuid('photo_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * How many of the user's other recipes have a title related to this one (title-match.ts). Kept up
     * to date on every write in the writing transaction (docs/decisions/0006-duplicate-flags-on-write.md):
     * a count, unlike a flag, can be updated for one removed title without re-checking its neighbours.
     */
    duplicatePartners: integer('duplicate_partners').notNull().default(0),
    possibleDuplicate: boolean('possible_duplicate').notNull().generatedAlwaysAs(sql`duplicate_partners > 0`),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The list's order (newest first, id as tie-break) and its keyset cursor, straight from the index.
    index('recipes_user_created_id_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('recipes_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    // Finds the titles contained in a given title by their first three letters (duplicate-sync.ts).
    index('recipes_title_head_idx').on(t.userId, sql`left(lower(${t.title}), 3)`),
    index('recipes_tags_gin_idx').using('gin', t.aiGeneratedTags),
  ],
);

/**
 * How many recipes each user has, kept by the database itself: statement-level triggers on `recipes`
 * (migrations/0009_recipe-counts.sql) move it on every insert, delete and truncate, whichever path
 * wrote, so the unfiltered list reads its total here instead of counting the library per request
 * (docs/decisions/0040-list-total-from-a-kept-count.md). A user without a row has no recipes.
 */
export const recipeCounts = pgTable('recipe_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  recipes: integer('recipes').notNull(),
});

export const recipeVersions = pgTable(
  'recipe_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('recipe_versions_recipe_version_idx').on(t.recipeId, t.version)],
);

/** Raw bytes; postgres-js hands back a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The photos of a recipe: the ones in recipes.photo_ids and the ones taken out of it, which a version
 * may bring back — at most PHOTO_LIMITS.storedPerRecipe, the oldest removed ones deleted past that.
 * Immutable once written; they go with the recipe (docs/decisions/0020). A restore writes a recipe's
 * photos one short transaction each before the recipe (ADR 0033): until the recipe's own transaction
 * takes them, they belong to the job (job_id, no recipe), are never shown, and are deleted when their
 * recipe is not saved (transfer/staged-photos.ts).
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'cascade' }),
    /** The restore that wrote it, until its recipe is saved (then null). */
    jobId: uuid('job_id').references((): AnyPgColumn => transferJobs.id, { onDelete: 'cascade' }),
    /** SHA-256 of the display image (hex): the ETag, and the version in the photo's address (photoPath). */
    hash: text('hash').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbWidth: integer('thumb_width').notNull(),
    thumbHeight: integer('thumb_height').notNull(),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('photos_recipe_id_idx').on(t.recipeId),
    index('photos_user_id_idx').on(t.userId),
    index('photos_job_id_idx').on(t.jobId).where(sql`job_id is not null`),
    check('photos_recipe_or_job', sql`num_nonnulls(recipe_id, job_id) = 1`),
  ],
);

/** The PostgreSQL photo store (server/photos/photo-store.ts): the encoded images, one row per size. */
export const photoFiles = pgTable(
  'photo_files',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.size] })],
);

export type TransferJobKind = 'archive' | 'urls';
/** 'uploading': an archive still being copied in (piece by piece); the runner never claims it. */
export type TransferJobState = 'uploading' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/**
 * Long work (an uploaded archive, a list of URLs) as a row: progress, the outcome and a lease, so the
 * page can be closed, a restart resumes it, and of several instances on one database only the lease
 * holder runs it (docs/decisions/0023-transfer-jobs-and-leases.md).
 */
export const transferJobs = pgTable(
  'transfer_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TransferJobKind>().notNull(),
    state: text('state').$type<TransferJobState>().notNull().default('queued'),
    /** What the job reads: the archive's file name, or the list of URLs. */
    /** `format` is a catalogue text (docs/decisions/0034); a row from before keys holds its words. */
    input: jsonb('input').$type<{ fileName?: string; format?: StoredText; urls?: string[] }>().notNull(),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    added: integer('added').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Why the whole job failed (the per-item outcomes are in transfer_job_items), as a catalogue text. */
    error: jsonb('error').$type<StoredText>(),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestampMs('lease_until'),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    startedAt: timestampMs('started_at'),
    finishedAt: timestampMs('finished_at'),
  },
  (t) => [
    index('transfer_jobs_user_created_idx').on(t.userId, t.createdAt.desc()),
    // At most one unfinished job per user.
    uniqueIndex('transfer_jobs_one_active_idx')
      .on(t.userId)
      .where(sql`state in ('uploading', 'queued', 'running')`),
  ],
);

/** One line of a job's report: an archive entry or a URL, what became of it and why. */
export const transferJobItems = pgTable(
  'transfer_job_items',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => transferJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** 'ready': a URL list's page read and waiting for the review step, which makes it 'added'. */
    outcome: text('outcome').$type<'added' | 'skipped' | 'failed' | 'ready'>().notNull(),
    title: text('title'),
    /** Catalogue texts (docs/decisions/0034); a row written before keys holds a JSON string of its words. */
    reason: jsonb('reason').$type<StoredText>(),
    recipeId: uuid('recipe_id'),
    /** A URL list's read recipe, waiting for the review step (nothing is saved before it). */
    draft: jsonb('draft').$type<Record<string, unknown>>(),
  },
  (t) => [index('transfer_job_items_job_position_idx').on(t.jobId, t.position)],
);

/**
 * An uploaded archive in 1 MB pieces, kept until its job ends, so any instance can resume the job
 * after a restart (docs/decisions/0024-uploaded-archives-in-the-database.md).
 */
export const transferUploads = pgTable(
  'transfer_uploads',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => transferJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [uniqueIndex('transfer_uploads_job_position_idx').on(t.jobId, t.position)],
);
