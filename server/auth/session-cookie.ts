import type { Env } from '../env';
import { DEVICE_TOKEN_MAX_AGE_DAYS } from './device-token';

/** Secure when the site is served over HTTPS (or forced); the `__Host-` prefix then pins it to the origin. */
export function cookieIsSecure(config: Pick<Env, 'COOKIE_SECURE' | 'APP_URL'>): boolean {
  if (config.COOKIE_SECURE === 'auto') return config.APP_URL.startsWith('https://');
  return config.COOKIE_SECURE === 'true';
}

export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}

export function sessionCookieOptions(secure: boolean, expiresAt: Date) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure, expires: expiresAt };
}

/** The device cookie (OWASP device cookies, see device-token.ts): as private as the session's, kept a year. */
export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-device' : 'device';
}

export function deviceCookieOptions(secure: boolean) {
  const maxAge = DEVICE_TOKEN_MAX_AGE_DAYS * 24 * 60 * 60;
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure, maxAge };
}

export function sessionPolicyFromEnv(config: Pick<Env, 'SESSION_INACTIVITY_DAYS' | 'SESSION_MAX_AGE_DAYS'>) {
  const day = 24 * 60 * 60 * 1000;
  return { inactivityMs: config.SESSION_INACTIVITY_DAYS * day, maxAgeMs: config.SESSION_MAX_AGE_DAYS * day };
}
