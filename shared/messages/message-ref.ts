import type { MessageKey } from './en.ts';
import type { MessageParams } from './format.ts';

/**
 * A text the server stores or sends without choosing its language: a catalogue key and parameters,
 * which may themselves be texts ("it looks like {looksLike}") or lists of them. Each screen turns it
 * into words with its own lookup (docs/decisions/0034).
 */
export interface MessageRef {
  readonly key: MessageKey;
  readonly params?: RefParams;
}
export type RefParam = string | number | MessageRef | readonly (string | MessageRef)[];
export type RefParams = Readonly<Record<string, RefParam>>;

/** What a job's report holds: texts as keys, or the words an older row was written in. */
export type StoredText = string | MessageRef | readonly MessageRef[];

/** A catalogue lookup in one language (the client's `t`, the server's `translate` or `englishText`). */
export type Lookup = (key: MessageKey, params?: MessageParams) => string;

/** A list inside a text ("Supported are: {formats}"). */
const LIST_SEPARATOR = '; ';

export function message(key: MessageKey, params?: RefParams): MessageRef {
  return params ? { key, params } : { key };
}

export function isMessageRef(value: unknown): value is MessageRef {
  return typeof value === 'object' && value !== null && typeof (value as MessageRef).key === 'string';
}

/** The parameters in words: nested texts looked up, lists joined. */
export function flatParams(lookup: Lookup, params: RefParams | undefined): MessageParams | undefined {
  if (!params) return undefined;
  const flat: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') flat[name] = value;
    else if (isMessageRef(value)) flat[name] = refText(lookup, value);
    else
      flat[name] = value
        .map((item) => (typeof item === 'string' ? item : refText(lookup, item)))
        .join(LIST_SEPARATOR);
  }
  return flat;
}

export function refText(lookup: Lookup, ref: MessageRef): string {
  return lookup(ref.key, flatParams(lookup, ref.params));
}

/** A stored text in words; several (a report line's notes) read as one paragraph. */
export function storedText(lookup: Lookup, stored: StoredText): string {
  if (typeof stored === 'string') return stored;
  if (isMessageRef(stored)) return refText(lookup, stored);
  return stored.map((ref) => refText(lookup, ref)).join(' ');
}
