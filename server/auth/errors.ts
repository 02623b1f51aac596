/**
 * Why an account operation was refused. Domain code throws these; the auth router alone decides the
 * tRPC code and the words the user sees.
 */
export type AuthFailure =
  | 'invalid-credentials'
  | 'email-not-confirmed'
  | 'registration-closed'
  | 'email-taken'
  | 'invalid-link'
  | 'wrong-current-password';

export class AuthError extends Error {
  readonly reason: AuthFailure;

  constructor(reason: AuthFailure) {
    super(reason);
    this.name = 'AuthError';
    this.reason = reason;
  }
}
