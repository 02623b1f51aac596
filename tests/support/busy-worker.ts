/** A worker for the pool's tests: stays busy for the asked number of ms, then answers its thread id. */
import { parentPort, threadId } from 'node:worker_threads';

parentPort?.on('message', (busyMs: number) => {
  const end = Date.now() + busyMs;
  while (Date.now() < end) {
    // Synchronous on purpose: only terminating the worker can stop it.
  }
  parentPort?.postMessage(threadId);
});
