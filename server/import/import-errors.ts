import { MB } from '#shared/bytes.ts';
import { IMPORT_FAILED_MESSAGE, MAX_IMPORT_BYTES } from '#shared/import.ts';
import { DomainError } from '../errors';
import { HTML_LIMITS } from './read/bounded-html';

const count = new Intl.NumberFormat('fi-FI');

/** Why a source was too much to read, told after IMPORT_FAILED_MESSAGE. */
const TOO_COMPLEX_REASONS = {
  depth: `sivun rakenne on liian syvä (yli ${count.format(HTML_LIMITS.depth)} sisäkkäistä elementtiä)`,
  elements: `sivulla on liian monta elementtiä (yli ${count.format(HTML_LIMITS.elements)})`,
  time: 'sen käsittely kesti liian kauan',
  memory: 'se on liian suuri käsiteltäväksi',
  size: `sivu on liian suuri (yli ${count.format(MAX_IMPORT_BYTES / MB)} Mt)`,
} as const;

export type TooComplexReason = keyof typeof TOO_COMPLEX_REASONS;

export function tooComplexMessage(reason: TooComplexReason): string {
  return `${IMPORT_FAILED_MESSAGE}: ${TOO_COMPLEX_REASONS[reason]}`;
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
    message: string,
  ) {
    super(IMPORT_FAILURES[reason], message);
  }
}
