import { AUTH_MESSAGES } from '#shared/auth.ts';
import type { MessageKey } from '#shared/messages/en.ts';
import { DomainError, type DomainErrorKind } from '../errors';

/**
 * Why an account operation was refused: the kind of refusal and the key of the words the user sees, in one
 * table. Domain code throws an AuthError with its reason; trpc.ts turns the kind into a code.
 */
const AUTH_FAILURES = {
  'invalid-credentials': { kind: 'unauthenticated', message: AUTH_MESSAGES.loginFailed },
  'email-not-confirmed': { kind: 'forbidden', message: AUTH_MESSAGES.emailNotConfirmed },
  'registration-closed': { kind: 'forbidden', message: AUTH_MESSAGES.registrationClosed },
  'email-taken': { kind: 'conflict', message: AUTH_MESSAGES.emailTaken },
  'invalid-link': { kind: 'invalid', message: AUTH_MESSAGES.linkInvalid },
  'wrong-current-password': { kind: 'invalid', message: AUTH_MESSAGES.currentPasswordWrong },
} as const satisfies Record<string, { kind: DomainErrorKind; message: MessageKey }>;

export type AuthFailure = keyof typeof AUTH_FAILURES;

export class AuthError extends DomainError {
  readonly reason: AuthFailure;

  constructor(reason: AuthFailure) {
    super(AUTH_FAILURES[reason].kind, AUTH_FAILURES[reason].message);
    this.reason = reason;
  }
}
