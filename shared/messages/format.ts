/**
 * The catalogue's one lookup. A message is a text with `{name}` slots, or a plural: one text per
 * plural category of the language (Intl.PluralRules chooses by `params.count`). No library: the
 * two languages need nothing more, and the lookup stays a few hundred bytes of the first load.
 */
export const LANGUAGES = ['en', 'fi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The request header the browser names its interface language in (the server words its mails so). */
export const LANGUAGE_HEADER = 'x-recipe-language';

export type Plural = { one: string; other: string };
export type Message = string | Plural;
export type MessageParams = Record<string, string | number>;

const SLOT = /\{(\w+)\}/g;
const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralOf(language: Language, count: number): keyof Plural {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count) === 'one' ? 'one' : 'other';
}

export function formatMessage(language: Language, message: Message, params?: MessageParams): string {
  const text =
    typeof message === 'string' ? message : message[pluralOf(language, Number(params?.count ?? 0))];
  if (!params) return text;
  return text.replace(SLOT, (slot, name: string) => (name in params ? String(params[name]) : slot));
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
