/**
 * `npm run eval:movein [-- DIR] [--verbose]`: every file of other apps' real exports (by default
 * ../shared/corpus/peer-exports), read in process as the move-in reads an upload: the format
 * recognised (or the refusal the upload would get), the recipes found and imported (through the save
 * rules), the words of ingredient lines and steps lost between each source recipe and its saved draft,
 * and the source's terms kept as tags. Target: every recipe, 0 words lost, every term kept.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishRef } from '#server/errors.ts';
import { openTransferSource } from '#server/transfer/archive/archive-source.ts';
import { recogniseUpload } from '#server/transfer/archive/recognise-upload.ts';
import { type RecipeLoss, recipeLoss } from './lib/movein-words';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const dir = resolve(
  args.find((arg) => !arg.startsWith('--')) ?? resolve(repoRoot, '../shared/corpus/peer-exports'),
);

if (!existsSync(dir)) {
  console.log(`eval:movein skipped: ${dir} is not here (the shared corpus of other apps' exports).`);
  process.exit(0);
}

function files(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return files(path);
      return /^readme/i.test(name) ? [] : [path];
    });
}

interface Row {
  file: string;
  format: string;
  found: number;
  imported: number;
  words: number;
  lost: number;
  terms: number;
  termsKept: number;
  failures: string[];
  losses: RecipeLoss[];
}

async function measure(file: string): Promise<Row> {
  const row: Row = {
    file: relative(dir, file),
    format: '',
    found: 0,
    imported: 0,
    words: 0,
    lost: 0,
    terms: 0,
    termsKept: 0,
    failures: [],
    losses: [],
  };
  try {
    row.format = englishRef(await recogniseUpload(file, file));
  } catch (error) {
    row.format = `REFUSED: ${(error as Error).message.slice(0, 120)}…`;
    return row;
  }
  const source = await openTransferSource(file);
  try {
    for await (const item of source.items) {
      try {
        const recipes = await item.read();
        row.found += recipes.length;
        for (const recipe of recipes) {
          row.imported += 1;
          const loss = recipeLoss(recipe);
          if (!loss) continue;
          row.words += loss.ingredientWords + loss.stepWords;
          row.lost += loss.lostIngredientWords.length + loss.lostStepWords.length;
          row.terms += loss.terms;
          row.termsKept += loss.terms - loss.lostTerms.length;
          if (loss.lostIngredientWords.length + loss.lostStepWords.length + loss.lostTerms.length > 0)
            row.losses.push(loss);
        }
      } catch (error) {
        row.found += 1;
        row.failures.push(`${item.name}: ${(error as Error).message}`);
      }
    }
  } finally {
    source.close();
  }
  return row;
}

const rows: Row[] = [];
for (const file of files(dir)) rows.push(await measure(file));

const total = (key: 'found' | 'imported' | 'words' | 'lost' | 'terms' | 'termsKept') =>
  rows.reduce((sum, row) => sum + row[key], 0);
console.log(`### Moving in from other apps: ${dir}\n`);
console.log(
  '| File | Format recognised | Recipes found | Imported | Words of lines and steps lost | Tags kept |',
);
console.log('|---|---|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.file} | ${row.format} | ${row.found} | ${row.imported} | ${row.lost} of ${row.words} | ${row.termsKept} of ${row.terms} |`,
  );
console.log(
  `| **all ${rows.length} files** | ${rows.filter((r) => !r.format.startsWith('REFUSED')).length} recognised | ${total('found')} | ${total('imported')} | ${total('lost')} of ${total('words')} | ${total('termsKept')} of ${total('terms')} |`,
);
for (const row of rows) {
  if (row.failures.length > 0)
    console.log(
      `\n${row.file}: ${row.failures.length} refused\n  ${row.failures.slice(0, verbose ? undefined : 5).join('\n  ')}`,
    );
  if (verbose)
    for (const loss of row.losses)
      console.log(
        `  ${loss.title}: lost ${[...loss.lostIngredientWords, ...loss.lostStepWords].join(' ')} | terms ${loss.lostTerms.join(', ')}`,
      );
}
