import { open } from 'node:fs/promises';
import path from 'node:path';
import type { MessageKey } from '#shared/messages/en.ts';
import { type MessageRef, message, type RefParams } from '#shared/messages/message-ref.ts';
import { SUPPORTED_FORMATS } from '../formats/format-names';
import { type Archive, openArchive } from './archive';

const ZIP: MessageKey = 'report.looks.zip';
/** How a file with no extension counts among a zip's kinds (named in the chef's language). */
const NO_EXTENSION = '';
/** Kinds of files a zip holds, named in a refusal ("a zip archive holding .csv files"). */
const NAMED_IN_ZIP = 4;

/** The file kinds a zip holds most of, by extension, leaving out a Mac's __MACOSX copies. */
async function zipContents(file: string): Promise<MessageRef> {
  let archive: Archive;
  try {
    archive = await openArchive(file);
  } catch {
    return message(ZIP);
  }
  try {
    const counts = new Map<string, number>();
    for (const entry of archive.entries) {
      if (entry.name.split('/').some((part) => part === '__MACOSX' || part.startsWith('.'))) continue;
      const extension = path.extname(entry.name).toLowerCase() || NO_EXTENSION;
      counts.set(extension, (counts.get(extension) ?? 0) + 1);
    }
    const kinds = [...counts].sort((a, b) => b[1] - a[1]).slice(0, NAMED_IN_ZIP);
    if (kinds.length === 0) return message('report.looks.emptyZip');
    return message('report.looks.zipHolding', {
      kinds: kinds.map(([kind]) => (kind === NO_EXTENSION ? message('report.looks.noExtension') : kind)),
    });
  } finally {
    archive.close();
  }
}

/** What the first bytes of a file say it is: the signatures file types begin with (at an offset). */
const SIGNATURES: ReadonlyArray<readonly [number, string, MessageKey]> = [
  [0, 'ffd8ff', 'report.looks.jpeg'],
  [0, '89504e47', 'report.looks.png'],
  [0, '47494638', 'report.looks.gif'],
  [8, '57454250', 'report.looks.webp'],
  [4, '66747970', 'report.looks.isoMedia'],
  [0, '25504446', 'report.looks.pdf'],
  [0, '1f8b', 'report.looks.gzip'],
  [0, '52617221', 'report.looks.rar'],
  [0, '377abcaf', 'report.looks.sevenZip'],
  [0, '504b0304', ZIP],
  [0, 'd0cf11e0', 'report.looks.oldOffice'],
];

/** Text kinds by their look; the first that fits names the file. */
const TEXT_KINDS: ReadonlyArray<readonly [(text: string, name: string) => boolean, MessageKey]> = [
  [(text) => /^\s*</.test(text), 'report.looks.markup'],
  [(text) => /^\s*[[{]/.test(text), 'report.looks.json'],
  [(text) => /^(?:M{5}|-{5}).*Meal-?Master/im.test(text), 'report.looks.mealMaster'],
  [(text, name) => /\.cook$/i.test(name) || /@[\p{L}\w ]+\{[^}]*\}/u.test(text), 'report.looks.cooklang'],
  [
    (text) => /^-{3}\s*$/m.test(text.split('\n')[0] ?? '') || /^#{1,6} \S/m.test(text),
    'report.looks.markdown',
  ],
  [
    (text, name) =>
      /\.(csv|tsv)$/i.test(name) || /^[^\n]*([,;\t])[^\n]*\1[^\n]*\n[^\n]*\1[^\n]*\1/.test(text),
    'report.looks.csv',
  ],
];

/** A few words for what a file that is no supported format looks like ("a CSV table", "a JPEG image"). */
export async function describeFile(file: string, fileName: string): Promise<MessageRef> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead);
    const signature = SIGNATURES.find(([offset, hex]) =>
      head.subarray(offset, offset + hex.length / 2).equals(Buffer.from(hex, 'hex')),
    );
    if (signature?.[2] === ZIP) return zipContents(file);
    if (signature) return message(signature[2]);
    if (head.includes(0)) return message('report.looks.binary');
    const text = head.toString('utf8').replace(/^\uFEFF/, '');
    const kind = TEXT_KINDS.find(([fits]) => fits(text, path.basename(fileName)));
    return message(kind ? kind[1] : 'report.looks.text');
  } finally {
    await handle.close();
  }
}

/** The refusal of a file no reader recognises: what it looks like, why, and what can be read. */
export function unsupportedParams(looksLike: MessageRef, reason: MessageRef): RefParams {
  return { looksLike, reason, formats: SUPPORTED_FORMATS };
}
