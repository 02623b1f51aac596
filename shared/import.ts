import { z } from 'zod';
import { MB } from './bytes';
import type { MessageKey } from './messages/en';
import { LIMITS } from './recipes/recipe';

/** The catalogue key of what the chef reads when an import fails (the spec's 'Reseptin tuonti epäonnistui'). */
export const IMPORT_FAILED_MESSAGE = 'import.failed' satisfies MessageKey;

/** A .txt import is at most 10 MB (the drop zone's 'Maximum size: 10MB'); pasted text likewise. */
export const MAX_IMPORT_BYTES = 10 * MB;

/** How much of a text is looked at to tell it from a binary file read as text (git looks at 8,000 bytes). */
const BINARY_SAMPLE = 8000;
/** Tab, line feed, vertical tab, form feed, carriage return: the control characters a text may hold. */
const TEXT_CONTROLS = new Set([9, 10, 11, 12, 13]);

/** Control characters other than tabs and line breaks: a text holds none, a picture or archive many. */
function controlCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && !TEXT_CONTROLS.has(code)) || code === 127) count++;
  }
  return count;
}

/**
 * A file that is no text, renamed .txt (a picture, a PDF, an archive) as a browser reads it: NUL
 * characters, or more than a few control characters. Text in another encoding (Latin-1 read as UTF-8)
 * has replacement characters but no controls, and is still read.
 */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, BINARY_SAMPLE);
  if (sample.includes('\u0000')) return true;
  return controlCount(sample) > sample.length / 100;
}

export const NOT_TEXT_MESSAGE = 'import.notText' satisfies MessageKey;

export const importTextInput = z.object({
  text: z
    .string()
    .max(MAX_IMPORT_BYTES, 'import.textTooLarge' satisfies MessageKey)
    .refine((value) => value.trim().length > 0, 'import.pasteFirst' satisfies MessageKey)
    .refine((value) => !looksBinary(value), NOT_TEXT_MESSAGE),
});

/** A web page's address as every form takes it: trimmed, http(s) only, at most LIMITS.url long. */
export function webUrl(messages: { tooLong: MessageKey; invalid: MessageKey }) {
  return z
    .string()
    .trim()
    .max(LIMITS.url, messages.tooLong)
    .pipe(z.url({ protocol: /^https?$/, message: messages.invalid }));
}

/** The catalogue keys of what a form says of a refused address. */
export const URL_MESSAGES = {
  tooLong: 'import.urlTooLong',
  invalid: 'import.urlInvalid',
} as const satisfies Record<string, MessageKey>;

export const importUrlInput = z.object({ url: webUrl(URL_MESSAGES) });
