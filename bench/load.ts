import autocannon from 'autocannon';

/** Latency percentiles and throughput of one endpoint under a fixed number of concurrent clients. */
export interface LoadResult {
  requests: number;
  errors: number;
  /** How long the load ran, in seconds. */
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

interface CannonRun {
  url: string;
  connections: number;
  headers?: Record<string, string>;
  /** Run for this long, or `amount` requests, whichever is given. */
  seconds?: number;
  amount?: number;
  method?: 'GET' | 'POST';
  /** A body made fresh for each request (a create must not repeat itself), sent as JSON. */
  body?: (i: number) => unknown;
}

/**
 * One run of autocannon, keeping every response's latency (its own histogram stops at p97.5).
 * The load comes from autocannon, not `fetch`: on this machine `fetch` tops out near 4,000
 * requests a second against a bare `node:http` server, where autocannon sends about 45,000, so a
 * `fetch` client measured itself more than the server (docs/decisions/040-per-request-cpu.md).
 */
async function cannon({ url, connections, headers = {}, seconds, amount, method = 'GET', body }: CannonRun) {
  let sent = 0;
  const setupRequest = body
    ? (request: autocannon.Request) => ({ ...request, body: JSON.stringify(body(sent++)) })
    : undefined;
  const latencies: number[] = [];
  let refused = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        method,
        headers: body ? { 'content-type': 'application/json', ...headers } : headers,
        ...(amount ? { amount } : { duration: seconds }),
        ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 300) refused += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return { latencies, errors: result.errors + refused, seconds: result.duration };
}

/** Runs `concurrency` connections back to back against `url` for `seconds`, after a short warm-up. */
export async function loadTest(
  url: string,
  {
    concurrency = 50,
    seconds = 5,
    headers = {},
  }: { concurrency?: number; seconds?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  await cannon({ url, connections: 1, amount: 50, headers });
  const {
    latencies,
    errors,
    seconds: elapsed,
  } = await cannon({ url, connections: concurrency, seconds, headers });
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    rps: Math.round(latencies.length / elapsed),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * `runs` requests one at a time on one kept-alive connection: p50 and p95 in milliseconds, as a
 * lean client sees them. Throws when any answer is not a success.
 */
export async function timeRequests(
  url: string,
  runs: number,
  request: Pick<CannonRun, 'method' | 'headers' | 'body'>,
) {
  const { latencies, errors } = await cannon({ url, connections: 1, amount: runs, ...request });
  if (errors > 0) throw new Error(`${errors} of ${runs} requests to ${new URL(url).pathname} failed`);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

/** Sequential timings of an async action: p50 and p95 in milliseconds. */
export async function timeSequential(runs: number, action: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await action(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
