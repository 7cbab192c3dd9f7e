/** Latency percentiles and throughput of one endpoint under a fixed number of concurrent clients. */
export interface LoadResult {
  requests: number;
  errors: number;
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

/** Runs `concurrency` clients back to back against `url` for `seconds`, after a short warm-up. */
export async function loadTest(
  url: string,
  {
    concurrency = 50,
    seconds = 5,
    headers = {},
  }: { concurrency?: number; seconds?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const once = async () => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    return res.ok;
  };
  for (let i = 0; i < 50; i++) await once();

  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const ok = await once().catch(() => false);
        latencies.push(performance.now() - t);
        if (!ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: Math.round(latencies.length / elapsed),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
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
