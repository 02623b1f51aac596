import { z } from 'zod';
import { MB } from './bytes';
import { LIMITS } from './recipe';

/** What the chef reads when an import fails, before any reason the server gives ('…: why'). */
export const IMPORT_FAILED_MESSAGE = 'Reseptin tuonti epäonnistui';

/** A .txt import is at most 10 MB (the drop zone's 'Maximum size: 10MB'); pasted text likewise. */
export const MAX_IMPORT_BYTES = 10 * MB;

export const importTextInput = z.object({
  text: z
    .string()
    .max(MAX_IMPORT_BYTES, 'The text is larger than 10MB')
    .refine((value) => value.trim().length > 0, 'Paste a recipe first'),
});

/** A web page's address as every form takes it: trimmed, http(s) only, at most LIMITS.url long. */
export function webUrl(messages: { tooLong: string; invalid: string }) {
  return z
    .string()
    .trim()
    .max(LIMITS.url, messages.tooLong)
    .pipe(z.url({ protocol: /^https?$/, message: messages.invalid }));
}

/** What the English forms say of a refused address. */
export const URL_MESSAGES = {
  tooLong: 'The address is too long',
  invalid: 'Enter a web address starting with http:// or https://',
} as const;

export const importUrlInput = z.object({ url: webUrl(URL_MESSAGES) });
