import { z } from 'zod';
import { MB } from './bytes';

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

export const importUrlInput = z.object({
  url: z
    .string()
    .trim()
    .max(2048, 'The address is too long')
    .pipe(z.url({ protocol: /^https?$/, message: 'Enter a web address starting with http:// or https://' })),
});
