import { open } from 'node:fs/promises';
import path from 'node:path';
import type { MessageParams } from '#shared/messages/format.ts';
import { SUPPORTED_FORMATS } from '../formats/format-names';
import { type Archive, openArchive } from './archive';

const ZIP = 'zip-arkisto';
/** Kinds of files a zip holds, named in a refusal ("zip-arkisto, jossa on .csv-tiedostoja"). */
const NAMED_IN_ZIP = 4;

/** The file kinds a zip holds most of, by extension, leaving out a Mac's __MACOSX copies. */
async function zipContents(file: string): Promise<string> {
  let archive: Archive;
  try {
    archive = await openArchive(file);
  } catch {
    return '';
  }
  try {
    const counts = new Map<string, number>();
    for (const entry of archive.entries) {
      if (entry.name.split('/').some((part) => part === '__MACOSX' || part.startsWith('.'))) continue;
      const extension = path.extname(entry.name).toLowerCase() || '(ei päätettä)';
      counts.set(extension, (counts.get(extension) ?? 0) + 1);
    }
    const kinds = [...counts].sort((a, b) => b[1] - a[1]).slice(0, NAMED_IN_ZIP);
    return kinds.length > 0
      ? `, jossa on ${kinds.map(([kind]) => kind).join(', ')} -tiedostoja`
      : ', joka on tyhjä';
  } finally {
    archive.close();
  }
}

/** What the first bytes of a file say it is: the signatures file types begin with (at an offset). */
const SIGNATURES: ReadonlyArray<readonly [number, string, string]> = [
  [0, 'ffd8ff', 'JPEG-kuva'],
  [0, '89504e47', 'PNG-kuva'],
  [0, '47494638', 'GIF-kuva'],
  [8, '57454250', 'WebP-kuva'],
  [4, '66747970', 'kuva tai video (AVIF, HEIC, MP4)'],
  [0, '25504446', 'PDF-tiedosto'],
  [0, '1f8b', 'gzip-pakattu tiedosto'],
  [0, '52617221', 'RAR-arkisto'],
  [0, '377abcaf', '7z-arkisto'],
  [0, '504b0304', ZIP],
  [0, 'd0cf11e0', 'vanha Office-tiedosto (esim. .doc tai .xls)'],
];

/** Text kinds by their look; the first that fits names the file. */
const TEXT_KINDS: ReadonlyArray<readonly [(text: string, name: string) => boolean, string]> = [
  [(text) => /^\s*</.test(text), 'HTML- tai XML-tiedosto'],
  [(text) => /^\s*[[{]/.test(text), 'JSON-tiedosto, jossa ei ole tunnettuja reseptejä'],
  [(text) => /^(?:M{5}|-{5}).*Meal-?Master/im.test(text), 'MealMaster-tekstitiedosto'],
  [(text, name) => /\.cook$/i.test(name) || /@[\p{L}\w ]+\{[^}]*\}/u.test(text), 'Cooklang-resepti'],
  [(text) => /^-{3}\s*$/m.test(text.split('\n')[0] ?? '') || /^#{1,6} \S/m.test(text), 'Markdown-tiedosto'],
  [
    (text, name) =>
      /\.(csv|tsv)$/i.test(name) || /^[^\n]*([,;\t])[^\n]*\1[^\n]*\n[^\n]*\1[^\n]*\1/.test(text),
    'CSV-taulukko',
  ],
];

/** A few words for what a file that is no supported format looks like ("CSV-taulukko", "JPEG-kuva"). */
export async function describeFile(file: string, fileName: string): Promise<string> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead);
    const signature = SIGNATURES.find(([offset, hex]) =>
      head.subarray(offset, offset + hex.length / 2).equals(Buffer.from(hex, 'hex')),
    );
    if (signature?.[2] === ZIP) return `${ZIP}${await zipContents(file)}`;
    if (signature) return signature[2];
    if (head.includes(0)) return 'binääritiedosto';
    const text = head.toString('utf8').replace(/^\uFEFF/, '');
    const kind = TEXT_KINDS.find(([fits]) => fits(text, path.basename(fileName)));
    return kind ? kind[1] : 'tekstitiedosto';
  } finally {
    await handle.close();
  }
}

/** The refusal of a file no reader recognises: what it looks like, why, and what can be read. */
export function unsupportedParams(looksLike: string, reason: string): MessageParams {
  return { looksLike, reason, formats: SUPPORTED_FORMATS.join('; ') };
}
