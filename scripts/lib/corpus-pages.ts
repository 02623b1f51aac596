/** The recipe-page corpus: NAME.testhtml pages next to NAME.json expectations, at any depth. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_CORPUS_DIR = resolve(repoRoot, '../shared/corpus/recipe-pages');

export interface CorpusPage<Expected> {
  name: string;
  /** The .testhtml file, for a script that serves the page's bytes as they are. */
  path: string;
  html: string;
  expected: Expected;
}

export function findPages<Expected>(dir: string): CorpusPage<Expected>[] {
  const pages: CorpusPage<Expected>[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder).sort()) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.testhtml')) {
        const jsonPath = path.replace(/\.testhtml$/, '.json');
        if (!existsSync(jsonPath)) continue;
        pages.push({
          name: relative(dir, path).replace(/\.testhtml$/, ''),
          path,
          html: readFileSync(path, 'utf8'),
          expected: JSON.parse(readFileSync(jsonPath, 'utf8')) as Expected,
        });
      }
    }
  };
  walk(dir);
  return pages;
}

/** The corpus folder named on the command line (or the default); exits with a message when missing. */
export function corpusDir(args: readonly string[]): string {
  const dir = resolve(args.find((a) => !a.startsWith('--')) ?? DEFAULT_CORPUS_DIR);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(
      `No such directory: ${dir}\nGive a folder of NAME.testhtml pages with NAME.json expectations` +
        ' (the development corpus lives beside the repository in the workspace, not in a clone).',
    );
    process.exit(1);
  }
  return dir;
}
