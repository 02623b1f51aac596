import ipaddr from 'ipaddr.js';
import type { Env } from '../env';
import type { RateLimitRule } from '../limits/rate-limiter';

export interface AuthRateRules {
  /** Failed password checks: per client address, and per account or per trusted device. */
  login: RateLimitRule;
  signup: RateLimitRule;
  reset: RateLimitRule;
}

export function authRateRules(
  config: Pick<
    Env,
    'LOGIN_MAX_FAILURES' | 'LOGIN_WINDOW_MINUTES' | 'SIGNUP_MAX_PER_WINDOW' | 'RESET_MAX_PER_WINDOW'
  >,
): AuthRateRules {
  const windowMs = config.LOGIN_WINDOW_MINUTES * 60 * 1000;
  return {
    login: { limit: config.LOGIN_MAX_FAILURES, windowMs },
    signup: { limit: config.SIGNUP_MAX_PER_WINDOW, windowMs },
    reset: { limit: config.RESET_MAX_PER_WINDOW, windowMs },
  };
}

/**
 * The part of a client address one party controls: an IPv4 address, or the /64 of an IPv6 one
 * (a single host is routinely given a whole /64, so counting each address would count nothing).
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

export const rateKeys = {
  /** Sign-ins on the account from clients without its device token (strangers, a new browser). */
  loginAccount: (email: string) => `login:account:${email}`,
  /** Sign-ins from one browser the owner signed in on before (its device token's nonce). */
  loginDevice: (device: string) => `login:device:${device}`,
  /** Current-password checks of a signed-in user: only their own sessions can count against it. */
  passwordChange: (userId: string) => `password-change:${userId}`,
  loginAddress: (ip: string) => `login:address:${addressKey(ip)}`,
  signupAddress: (ip: string) => `signup:address:${addressKey(ip)}`,
  resetAddress: (ip: string) => `reset:address:${addressKey(ip)}`,
  resetAccount: (email: string) => `reset:account:${email}`,
};
