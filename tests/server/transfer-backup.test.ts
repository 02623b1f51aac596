import { describe, expect, it } from 'vitest';
import { ArchiveError, openArchive } from '#server/transfer/archive/archive.ts';
import { BACKUP_VERSION } from '#server/transfer/archive/backup-format.ts';
import { backupSource } from '#server/transfer/archive/backup-source.ts';
import { ItemError, type SourceItem } from '#server/transfer/imported-recipe.ts';
import { zipOf } from '../fixtures/transfer/build';
import {
  backupJson,
  backupHeader as header,
  backupRecipeLine as recipe,
  reportWords,
} from './transfer-helpers';

async function readAll(zip: Buffer, maxLine?: number) {
  const source = await backupSource(await openArchive(zip), maxLine);
  const results: (string[] | string)[] = [];
  try {
    for await (const item of source.items) {
      try {
        results.push((await item.read()).map((r) => String(r.input.title)));
      } catch (error) {
        if (!(error instanceof ItemError)) throw error;
        results.push(error.message);
      }
    }
  } finally {
    source.close();
  }
  return results;
}

describe('reading backup.json', () => {
  it('a line over the limit is one refused recipe, never held whole; the lines around it are read', async () => {
    const long = recipe('Pitkä', { notes: 'x'.repeat(5000) });
    const zip = await zipOf({
      'backup.json': backupJson(header(3), [recipe('Eka'), long, recipe('Kolmas')]),
    });
    expect(await readAll(zip, 2000)).toEqual([
      ['Eka'],
      'Recipe refused: its line is too long to read.',
      ['Kolmas'],
    ]);
    // With room for it, the same line is a recipe.
    expect(await readAll(zip, 10_000)).toEqual([['Eka'], ['Pitkä'], ['Kolmas']]);
  });

  it('a backup.json that breaks off mid-stream refuses the archive with a message', async () => {
    const text = backupJson(header(2), [recipe('Eka'), recipe('Toka', { notes: 'y'.repeat(3000) })]);
    const forged = await zipOf({ 'backup.json': text });
    // The central directory declares fewer inflated bytes than the entry holds: yauzl stops the stream.
    const central = forged.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    forged.writeUInt32LE(text.length - 1000, central + 24);
    const error = await readAll(forged).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as Error).message).toMatch(/backup.json/);
  });

  it('refuses a backup made by a newer version with a message saying so', async () => {
    const zip = await zipOf({ 'backup.json': backupJson(header(1, BACKUP_VERSION + 1), [recipe('Eka')]) });
    const error = await backupSource(await openArchive(zip)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as Error).message).toMatch(/newer version/);
  });

  it('keeps the versions that hold a recipe’s fields; drops others with a note for the report', async () => {
    const at = new Date().toISOString();
    const line = recipe('Versioitu', {
      versions: [
        { version: 1, createdAt: at, changes: { notes: 'Vanha', servings: 4 } },
        { version: 2, createdAt: at, changes: { notes: 'x', bogus: 'ei kenttä' } },
        { version: 3, createdAt: at, changes: { ingredients: 'ei lista' } },
        { version: 4, createdAt: at, changes: { photoIds: ['vanha-kuva'] } },
      ],
    });
    const source = await backupSource(
      await openArchive(await zipOf({ 'backup.json': backupJson(header(1), [line]) })),
    );
    const { value: item } = await source.items[Symbol.asyncIterator]().next();
    const [restored] = await (item as SourceItem).read();
    source.close();
    expect(restored!.history!.versions.map((v) => [v.version, v.changes])).toEqual([
      [1, { notes: 'Vanha', servings: 4 }],
    ]);
    expect(restored!.notes).toEqual([{ key: 'report.versionsDropped', params: { count: 2 } }]);
    expect(reportWords(restored!.notes!)).toBe(
      '2 versions were not restored: their data were not recipe fields.',
    );
  });
});
