import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /**
   * The server's own CPU time per request, in µs: the main thread's (the load generator runs in a
   * worker thread of its own). Far steadier than throughput on a shared machine, where other work
   * takes the cores away from the server and from the load generator alike.
   */
  serverCpuUs: number;
}

/**
 * Loads one URL with autocannon (10 connections by default) for a few seconds, from a worker thread so the
 * load generator does not share the event loop with the server it measures. A run with any error or
 * non-2xx answer is refused: its figures would describe the failure, not the endpoint.
 */
export async function loadTest(
  url: string,
  cookie: string,
  durationSeconds: number,
  connections = 10,
): Promise<LoadResult> {
  const cpu = process.threadCpuUsage();
  const result = await autocannon({
    url,
    headers: { cookie },
    connections,
    duration: durationSeconds,
    workers: 1,
  });
  const used = process.threadCpuUsage(cpu);
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpuUs: (used.user + used.system) / Math.max(1, result.requests.total),
  };
}

/** Each figure's median over several runs of the same load. */
export function medianResult(runs: LoadResult[]): LoadResult {
  const median = (pick: (r: LoadResult) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  return {
    requestsPerSecond: median((r) => r.requestsPerSecond),
    p50: median((r) => r.p50),
    p99: median((r) => r.p99),
    serverCpuUs: median((r) => r.serverCpuUs),
  };
}
