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
  const queued: Array<Parameters<BackgroundWork['run']>> = [];
  // Listened for only once a request starts such work: most requests (every read) never do.
  const runQueued = () => {
    for (const [name, task] of queued.splice(0)) work.run(name, task);
  };
  return {
    run: (name, task) => {
      if (response.closed) return work.run(name, task);
      if (queued.length === 0) response.once('close', runQueued);
      queued.push([name, task]);
    },
    idle: () => work.idle(),
    stop: () => work.stop(),
  };
}
