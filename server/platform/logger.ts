/** Minimal structured logger (pino-compatible), so domain code does not depend on Fastify. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
