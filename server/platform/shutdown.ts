import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  /** Closes the database (and, for the embedded one, releases its lock). */
  closeDatabase: () => Promise<void>;
  /** Everything must be done by then; half of it is the grace for requests still running. */
  deadlineMs: number;
}

/**
 * SIGTERM/SIGINT stop the server within a deadline, whatever is pending (as close-with-grace does):
 * no new connections, idle keep-alive sockets closed at once, requests still running get half the
 * deadline and then lose their sockets; background work (mail) is awaited, the database closed, and
 * the process exits. If anything still hangs at the deadline — or a second signal comes — it exits
 * at once.
 */
export function installShutdown(options: ShutdownOptions): void {
  const { app, deadlineMs } = options;
  const exit = (code: number) => process.exit(code);
  let stopping = false;

  async function stop(signal: NodeJS.Signals) {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      exit(1);
    }
    stopping = true;
    app.log.info({ signal, deadlineMs }, 'shutting down');
    setTimeout(() => {
      app.log.error({ deadlineMs }, 'shutdown deadline passed: exiting');
      exit(1);
    }, deadlineMs).unref();
    setTimeout(() => {
      app.log.warn('closing connections still busy');
      app.server.closeAllConnections();
    }, deadlineMs / 2).unref();
    try {
      const closing = app.close();
      app.server.closeIdleConnections();
      await closing;
      await options.closeDatabase();
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  }

  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
