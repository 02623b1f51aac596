import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 50 ms a hash on
 * one core, which is slow for an attacker and still fine for a sign-in.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id
 */
export const ARGON2_OPTIONS = {
  // The package declares the algorithms as a const enum, which isolated modules cannot read.
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/**
 * A hash of a random password nobody knows, made with ARGON2_OPTIONS. Verifying against it when the
 * email is unknown makes a failed sign-in cost the same for known and unknown addresses.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$9dRkl+CZs+55WWcu0Z+OLw$RN9Qa08qk3dHkZV7TT3XHotyRbZ+7zBpeFs6QgOMXCE';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Always does one full verification, also when there is no stored hash. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const matches = await verify(storedHash ?? DUMMY_PASSWORD_HASH, password);
  return storedHash !== null && matches;
}
