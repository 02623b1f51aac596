import type { ServerResponse } from 'node:http';
import type { Logger } from './logger';

/**
 * Work a request starts but does not wait for (mail, a password-reset link): the reply goes out
 * first (see afterReply), so its timing tells nothing about the work. Failures are logged, never
 * shown. Shutdown waits for what is running (`idle`), within its deadline, and starts nothing new.
 */
export interface BackgroundWork {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once everything started so far has settled. */
  idle(): Promise<void>;
  /** Starts nothing more (logged instead); for shutdown. */
  stop(): void;
}

export function createBackgroundWork(logger: Logger): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  return {
    run(name, task) {
      if (stopped) {
        logger.warn({ task: name }, 'background work skipped: shutting down');
        return;
      }
      const settled = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: name }, 'background work failed'))
        .finally(() => running.delete(settled));
      running.add(settled);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    stop() {
      stopped = true;
    },
  };
}

/**
 * `work` as one request sees it: what the request starts waits until its reply has gone out (or the
 * client went away), so even on the embedded database — which shares the server's thread — the work
 * cannot slow the reply down.
 */
export function afterReply(work: BackgroundWork, response: ServerResponse): BackgroundWork {
  return new AfterReply(work, response);
}

/**
 * A class, not an object of closures: every request of the tRPC API makes one, and its methods are
 * made once (docs/decisions/0002-trpc-tanstack-react-query.md, third amendment).
 */
class AfterReply implements BackgroundWork {
  private readonly queued: Array<Parameters<BackgroundWork['run']>> = [];

  constructor(
    private readonly work: BackgroundWork,
    private readonly response: ServerResponse,
  ) {}

  run(name: string, task: () => Promise<unknown>): void {
    if (this.response.closed) {
      this.work.run(name, task);
      return;
    }
    // Listened for only once a request starts such work: most requests (every read) never do.
    if (this.queued.length === 0) this.response.once('close', () => this.runQueued());
    this.queued.push([name, task]);
  }

  private runQueued(): void {
    for (const [name, task] of this.queued.splice(0)) this.work.run(name, task);
  }

  idle(): Promise<void> {
    return this.work.idle();
  }

  stop(): void {
    this.work.stop();
  }
}
