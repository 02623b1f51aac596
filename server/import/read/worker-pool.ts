/**
 * A few worker threads that run CPU-bound work off the event loop, one task at a time each. Workers
 * start on first use and are reused; a task that runs past its time limit has its worker terminated
 * (the only way to stop synchronous code) and a fresh one takes its place. Idle workers do not keep
 * the process alive.
 */
import { type ResourceLimits, Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** The worker's entry module: a .ts file is loaded through tsx, as the server itself is. */
  script: URL;
  size: number;
  timeoutMs: number;
  resourceLimits?: ResourceLimits;
}

/** The task ran past the pool's time limit; its worker was replaced. */
export class WorkerTimeoutError extends Error {
  override readonly name = 'WorkerTimeoutError';
}

/** The worker died during the task (out of memory, or an error outside the task's own handling). */
export class WorkerCrashError extends Error {
  override readonly name = 'WorkerCrashError';

  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * Node 20 does not pass `--import tsx`'s module hooks on to workers, so each worker registers tsx
 * itself before importing its .ts entry. tsx is resolved here, so any working directory will do.
 */
const TSX_API = import.meta.resolve('tsx/esm/api');
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then(({ register }) => { register(); return import(workerData.script); });
`;

export class WorkerPool<Request, Reply> {
  private readonly idle: Worker[] = [];
  private readonly waiting: Array<(worker: Worker) => void> = [];
  private started = 0;

  constructor(private readonly options: WorkerPoolOptions) {}

  async run(request: Request): Promise<Reply> {
    const worker = await this.acquire();
    let healthy = false;
    try {
      const reply = await this.runOn(worker, request);
      healthy = true;
      return reply;
    } finally {
      this.release(worker, healthy);
    }
  }

  /** Stops the idle workers (a pool in use keeps its busy ones until their tasks end). */
  async close(): Promise<void> {
    const workers = this.idle.splice(0);
    this.started -= workers.length;
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private acquire(): Promise<Worker> {
    const worker = this.idle.pop() ?? (this.started < this.options.size ? this.spawn() : null);
    if (worker) {
      worker.ref();
      return Promise.resolve(worker);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(worker: Worker, healthy: boolean): void {
    let next: Worker | null = worker;
    if (!healthy) {
      void worker.terminate();
      this.started -= 1;
      next = this.waiting.length > 0 ? this.spawn() : null;
    }
    if (!next) return;
    const waiter = this.waiting.shift();
    if (waiter) {
      waiter(next);
    } else {
      next.unref();
      this.idle.push(next);
    }
  }

  private spawn(): Worker {
    this.started += 1;
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { tsxApi: TSX_API, script: this.options.script.href },
      ...(this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {}),
    });
    // A task on a worker that dies learns of it through runOn; one that dies idle leaves the pool.
    worker.on('error', () => {});
    worker.once('exit', () => {
      const at = this.idle.indexOf(worker);
      if (at < 0) return;
      this.idle.splice(at, 1);
      this.started -= 1;
    });
    return worker;
  }

  private runOn(worker: Worker, request: Request): Promise<Reply> {
    return new Promise<Reply>((resolve, reject) => {
      const settle = (action: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        action();
      };
      const onMessage = (reply: Reply) => settle(() => resolve(reply));
      const onError = (error: Error & { code?: string }) =>
        settle(() => reject(new WorkerCrashError(error.message, error.code)));
      const onExit = (exitCode: number) =>
        settle(() => reject(new WorkerCrashError(`worker exited with code ${exitCode}`, undefined)));
      const timer = setTimeout(
        () => settle(() => reject(new WorkerTimeoutError(`task ran over ${this.options.timeoutMs} ms`))),
        this.options.timeoutMs,
      );
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage(request);
    });
  }
}
