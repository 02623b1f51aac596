import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
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
  const result = await autocannon({
    url,
    headers: { cookie },
    connections,
    duration: durationSeconds,
    workers: 1,
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers`);
  }
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
