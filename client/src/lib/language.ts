import { useSyncExternalStore } from 'react';
import { type Catalogue, en, type MessageKey } from '#shared/messages/en.ts';
import { formatMessage, isLanguage, type Language, type MessageParams } from '#shared/messages/format.ts';

/**
 * The interface language: stored under `recipe-language` like the theme, English by default (the spec
 * quotes the library in English), shown as `<html lang>`. English is in the first load; the Finnish set
 * is fetched only by a browser that chose it, before the first screen draws (docs/decisions/0034).
 */
export const LANGUAGE_STORAGE_KEY = 'recipe-language';

const catalogues: Partial<Record<Language, Catalogue>> = { en };
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

async function load(language: Language): Promise<Catalogue> {
  const loaded = catalogues[language];
  if (loaded) return loaded;
  const { fi } = await import('#shared/messages/fi.ts');
  catalogues.fi = fi;
  return fi;
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

/** A text of the catalogue in the language now shown. */
export function t(key: MessageKey, params?: MessageParams): string {
  return formatMessage(current, (catalogues[current] ?? en)[key], params);
}

export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(en, text);
}

/** A text that may be a catalogue key (a server refusal, a schema's rule) or words already written. */
export function translateText(text: string, params?: MessageParams): string {
  return isMessageKey(text) ? t(text, params) : text;
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
