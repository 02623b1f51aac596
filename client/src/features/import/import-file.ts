import { t } from '#client/lib/language.ts';
import { MAX_IMPORT_BYTES } from '#shared/import.ts';

const FILE_MESSAGES = {
  notText: 'import.file.notText',
  tooLarge: 'import.file.tooLarge',
  oneFile: 'import.file.oneFile',
  empty: 'import.file.empty',
} as const;

/**
 * Why a chosen or dropped file cannot be imported, or null when it can. The label promises
 * 'Maximum size: 10MB'; checking here keeps that promise before anything is read or sent.
 */
export function fileProblem(files: readonly File[]): string | null {
  if (files.length !== 1) return t(FILE_MESSAGES.oneFile);
  const file = files[0]!;
  // Browsers report text/plain, '' or an OS-specific type for .txt, so the name is the reliable signal.
  if (!file.name.toLowerCase().endsWith('.txt')) return t(FILE_MESSAGES.notText);
  if (file.size > MAX_IMPORT_BYTES) return t(FILE_MESSAGES.tooLarge);
  if (file.size === 0) return t(FILE_MESSAGES.empty);
  return null;
}
