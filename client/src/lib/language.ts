import { useSyncExternalStore } from 'react';
import type { Catalogue, MessageKey } from '#shared/messages/en.ts';
import { enFirst } from '#shared/messages/en-first.ts';
import { formatMessage, isLanguage, type Language } from '#shared/messages/format.ts';
import { flatParams, type RefParams, type StoredText, storedText } from '#shared/messages/message-ref.ts';

/**
 * The interface language: stored under `recipe-language` like the theme, English by default (the spec
 * quotes the library in English), shown as `<html lang>`. The first load carries only the English texts
 * of the first screen (en-first.ts); the rest of English follows with any other screen (`loadMessages`),
 * and the Finnish set is fetched whole by a browser that chose it, before the first screen draws
 * (docs/decisions/0034).
 */
export const LANGUAGE_STORAGE_KEY = 'recipe-language';

type Texts = Partial<Record<MessageKey, Catalogue[MessageKey]>>;
const catalogues: Partial<Record<Language, Texts>> = { en: enFirst };
let englishComplete: Promise<void> | null = null;
let current: Language = 'en';
const listeners = new Set<() => void>();

export function readLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

/** Every English text; the screens past the first wait for it (the router's lazy routes). */
export function loadMessages(): Promise<void> {
  englishComplete ??= import('#shared/messages/en.ts').then(({ en }) => {
    catalogues.en = en;
  });
  return englishComplete;
}

async function load(language: Language): Promise<void> {
  if (language === 'en' || catalogues[language]) return;
  const { fi } = await import('#shared/messages/fi.ts');
  catalogues.fi = fi;
}

/** Loads the language's texts, then shows every screen in it at once. */
export async function applyLanguage(language: Language, remember = true): Promise<void> {
  await load(language);
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }
  current = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

export function currentLanguage(): Language {
  return current;
}

/**
 * A text of the catalogue in the language now shown (the key itself if its texts are not in yet). A
 * parameter may be a text of its own (the server's refusals and reports nest them).
 */
export function t(key: MessageKey, params?: RefParams): string {
  const message = catalogues[current]?.[key] ?? catalogues.en?.[key];
  return message === undefined ? key : formatMessage(current, message, flatParams(t, params));
}

/** What the server stored as keys (a job's report), or the words of a row written before keys. */
export function tStored(stored: StoredText): string {
  return storedText(t, stored);
}

/** A key of the catalogue: dotted words, as every key is (the check needs no text loaded). */
const KEY = /^[a-z]+(\.[a-zA-Z]+)+$/;

export function isMessageKey(text: string): text is MessageKey {
  return KEY.test(text);
}

/** Whether the catalogue has words for the key (a category or field it may not know). */
export function hasText(key: string): key is MessageKey {
  return isMessageKey(key) && (catalogues[current]?.[key] ?? catalogues.en?.[key]) !== undefined;
}

/** A text that may be a catalogue key (a server refusal, a schema's rule) or words already written. */
export function translateText(text: string, params?: RefParams): string {
  return hasText(text) ? t(text, params) : text;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage);
}

/** `t`, re-rendering the caller when the language changes: every component that shows a text uses it. */
export function useT(): typeof t {
  useLanguage();
  return t;
}
