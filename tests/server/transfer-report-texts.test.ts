import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { transferJobItems, transferJobs, users } from '#server/db/schema.ts';
import { englishText } from '#server/errors.ts';
import { ArchiveError } from '#server/transfer/archive/archive.ts';
import { ItemError } from '#server/transfer/imported-recipe.ts';
import { readJob } from '#server/transfer/jobs.ts';
import type { recordLine } from '#server/transfer/save-imported.ts';
import { message, type StoredText, storedText } from '#shared/messages/message-ref.ts';
import { translate } from '#shared/messages/translate.ts';
import { createTestDatabase, type TestDatabase } from '../support/database';

/**
 * What a move-in's report stores is catalogue texts, worded by the screen in the chef's language; rows
 * written before that (words in Finnish) still read. A sentence where a report text goes does not
 * compile (docs/decisions/0034): the lines marked @ts-expect-error fail `npm run typecheck` the day
 * one is accepted.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const finnish = (stored: StoredText) => storedText((key, params) => translate('fi', key, params), stored);
const english = (stored: StoredText) => storedText(englishText, stored);

async function newUser(): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `${randomBytes(6).toString('hex')}@example.test`, passwordHash: 'x' })
    .returning({ id: users.id });
  return user!.id;
}

describe('a job report’s texts', () => {
  it('are stored as keys with parameters and read in either language', async () => {
    const userId = await newUser();
    const [job] = await database.db
      .insert(transferJobs)
      .values({
        userId,
        kind: 'archive',
        state: 'failed',
        input: {
          fileName: 'a.zip',
          format: message('report.format.mealieBackup', { version: '44e8d670719d' }),
        },
        error: message('report.interrupted'),
      })
      .returning({ id: transferJobs.id });
    await database.db.insert(transferJobItems).values({
      jobId: job!.id,
      position: 0,
      name: 'Kakku',
      outcome: 'added',
      reason: [
        message('report.versionsPruned', { count: 3, kept: 1000 }),
        message('report.imagesRefused', { count: 1, max: 10 }),
      ],
    });
    const view = await readJob(database.db, userId, job!.id);
    expect(english(view.format!)).toBe('Mealie backup (database version 44e8d670719d)');
    expect(finnish(view.format!)).toBe('Mealie-varmuuskopio (tietokantaversio 44e8d670719d)');
    expect(english(view.error!)).toBe('The import was interrupted too many times.');
    expect(finnish(view.error!)).toBe('Siirto keskeytyi liian monta kertaa.');
    expect(finnish(view.report[0]!.reason!)).toBe(
      '3 vanhinta versiota jäi pois: reseptillä pidetään enintään 1000 versiota. 1 kuva jäi tuomatta: se ei ollut luettava kuva tai kuvia oli yli 10.',
    );
    expect(english(view.report[0]!.reason!)).toMatch(
      /^3 oldest versions were left out: .* 1 image was not imported/,
    );
  });

  it('written before keys, still read as the words they were written in', async () => {
    const userId = await newUser();
    const [job] = await database.db
      .insert(transferJobs)
      .values({
        userId,
        kind: 'archive',
        state: 'done',
        input: { fileName: 'a.zip', format: 'Paprika-vienti' },
      })
      .returning({ id: transferJobs.id });
    // A JSON string, as the migration turned the old text columns' words into.
    await database.db.execute(
      sql`insert into ${transferJobItems} (job_id, position, name, outcome, reason)
          values (${job!.id}, 0, 'Kakku', 'skipped', to_jsonb('Sama resepti on jo kirjastossa.'::text))`,
    );
    const view = await readJob(database.db, userId, job!.id);
    expect(view.report[0]!.reason).toBe('Sama resepti on jo kirjastossa.');
    expect(english(view.report[0]!.reason!)).toBe('Sama resepti on jo kirjastossa.');
    expect(finnish(view.format!)).toBe('Paprika-vienti');
  });

  it('the migration keeps an old row’s words: text columns become JSON strings', async () => {
    // The migration's own statements, run on tables of the old shape in a schema of their own.
    const statements = readFileSync(new URL('../../migrations/0007_report-keys.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim());
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('create schema before_keys'));
      await tx.execute(sql.raw('set local search_path to before_keys'));
      await tx.execute(sql.raw('create table transfer_jobs (error text)'));
      await tx.execute(sql.raw('create table transfer_job_items (reason text)'));
      await tx.execute(
        sql.raw(`insert into transfer_jobs values ('Siirto keskeytyi liian monta kertaa.'), (null)`),
      );
      await tx.execute(sql.raw(`insert into transfer_job_items values ('Sama resepti on jo kirjastossa.')`));
      for (const statement of statements) await tx.execute(sql.raw(statement));
      const errors = await queryRows<{ error: unknown }>(tx, sql.raw('select error from transfer_jobs'));
      const reasons = await queryRows<{ reason: unknown }>(
        tx,
        sql.raw('select reason from transfer_job_items'),
      );
      expect(errors.map((row) => row.error)).toEqual(['Siirto keskeytyi liian monta kertaa.', null]);
      expect(reasons.map((row) => row.reason)).toEqual(['Sama resepti on jo kirjastossa.']);
      await tx.execute(sql.raw('drop schema before_keys cascade'));
    });
  });

  it('take only catalogue keys: a sentence does not compile (held by the typecheck)', () => {
    type Line = Parameters<typeof recordLine>[2];
    const refused = [
      // @ts-expect-error a reason is a catalogue text, never words
      () => new ItemError('Tiedostoa ei voitu lukea.'),
      // @ts-expect-error an archive's refusal likewise
      () => new ArchiveError('Arkisto hylättiin.'),
      // @ts-expect-error no key of the catalogue
      () => message('report.noSuchText'),
      // @ts-expect-error a report line's reason is catalogue texts
      (): Line => ({ position: 0, name: 'a', outcome: 'failed', title: null, reason: 'Tiedosto on rikki.' }),
    ];
    expect(refused).toHaveLength(4);
  });
});
