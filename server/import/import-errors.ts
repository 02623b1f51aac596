import { MB } from '#shared/bytes.ts';
import { MAX_IMPORT_BYTES } from '#shared/import.ts';
import type { MessageKey } from '#shared/messages/en.ts';
import type { MessageParams } from '#shared/messages/format.ts';
import { DomainError } from '../errors';
import { HTML_LIMITS } from './read/bounded-html';

const count = new Intl.NumberFormat('fi-FI');

/** Why a source was too much to read: the limit each reason names ('Reseptin tuonti epäonnistui: …'). */
const TOO_COMPLEX_LIMITS = {
  depth: { count: count.format(HTML_LIMITS.depth) },
  elements: { count: count.format(HTML_LIMITS.elements) },
  time: undefined,
  memory: undefined,
  size: { count: count.format(MAX_IMPORT_BYTES / MB) },
} as const satisfies Record<string, MessageParams | undefined>;

export type TooComplexReason = keyof typeof TOO_COMPLEX_LIMITS;

/** The catalogue key and parameters of a too-complex source's message. */
export function tooComplexMessage(reason: TooComplexReason): { key: MessageKey; params?: MessageParams } {
  const params = TOO_COMPLEX_LIMITS[reason];
  return params ? { key: `import.tooComplex.${reason}`, params } : { key: `import.tooComplex.${reason}` };
}

/** The kind of refusal each failure of an import is. */
const IMPORT_FAILURES = {
  fetch: 'invalid',
  nothing_found: 'unprocessable',
  too_complex: 'unprocessable',
  ai: 'upstream_failed',
} as const;

export type ImportFailure = keyof typeof IMPORT_FAILURES;

export class ImportError extends DomainError {
  override readonly name = 'ImportError';

  constructor(
    readonly reason: ImportFailure,
    key: MessageKey,
    params?: MessageParams,
  ) {
    super(IMPORT_FAILURES[reason], key, params);
  }

  static tooComplex(reason: TooComplexReason): ImportError {
    const { key, params } = tooComplexMessage(reason);
    return new ImportError('too_complex', key, params);
  }
}
