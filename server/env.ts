import { z } from 'zod';

/**
 * The only reader of process.env. Every setting is validated here; a bad value stops startup with one
 * line naming the variable. `.env.example` documents each one with its default.
 */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1' || v === 'yes'));

// An empty value means "not set" (as in .env.example), not 0.
const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(3000, 0, 65535),
  APP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  SHUTDOWN_TIMEOUT_MS: int(5000, 100, 120_000),
  UPLOAD_MIN_KB_PER_S: int(64, 1, 100_000),
  UPLOAD_GRACE_SECONDS: int(30, 1, 3600),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/[^\s]+$/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  // Two at least: the start-up migration holds one connection for its lock while it uses another.
  DATABASE_POOL_SIZE: int(10, 2, 100),

  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  SESSION_INACTIVITY_DAYS: int(10, 1, 365),
  SESSION_MAX_AGE_DAYS: int(30, 1, 3650),

  ALLOW_REGISTRATION: bool(true),
  REQUIRE_EMAIL_CONFIRMATION: bool(false),
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres']).default('memory'),
  LOGIN_MAX_FAILURES: int(10, 1, 10_000),
  LOGIN_WINDOW_MINUTES: int(15, 1, 24 * 60),
  SIGNUP_MAX_PER_WINDOW: int(10, 1, 10_000),
  RESET_MAX_PER_WINDOW: int(5, 1, 10_000),

  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Reseptikirjasto <no-reply@localhost>'),

  OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  OPENAI_MODEL: z.string().min(1).default('gpt-4.1-mini'),
  AI_TIMEOUT_MS: int(30_000, 1000, 600_000),
  AI_MAX_RETRIES: int(2, 0, 10),
  IMPORT_ALLOWED_HOSTS: csv,
});

export type Env = z.infer<typeof envSchema> & { APP_URL: string };

/** Pure: parses a record of variables. Tests build their configuration with it. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.parse(source);
  return { ...parsed, APP_URL: parsed.APP_URL ?? `http://localhost:${parsed.PORT}` };
}

/** Reads process.env; on a bad value prints one line naming the variable and exits. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof z.ZodError) {
      const issue = error.issues[0];
      const name = issue?.path.join('.') ?? 'environment';
      console.error(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
      process.exit(1);
    }
    throw error;
  }
}
