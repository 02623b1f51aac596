import { type Catalogue, en, type MessageKey } from './en.ts';
import { fi } from './fi.ts';
import { formatMessage, type Language, type MessageParams } from './format.ts';

/**
 * Both catalogues at once, for what the server writes itself (the printable page). The browser loads
 * only the language it shows (client/src/lib/language.ts) and never imports this file.
 */
const CATALOGUES: Record<Language, Catalogue> = { en, fi };

export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return formatMessage(language, CATALOGUES[language][key], params);
}
