/**
 * The journal sizes of a bench run: BENCH_ENTRIES, a comma-separated list (default 5000,50000),
 * smallest first. `npm run bench` prints the side-by-side tables for each and everything else for
 * the largest; a part run alone (`npx tsx bench/export.ts`) uses the largest.
 */
export function benchSizes(): number[] {
  const sizes = (process.env.BENCH_ENTRIES ?? '5000,50000')
    .split(',')
    .map((size) => Number(size.trim()))
    .sort((a, b) => a - b);
  const bad = sizes.find((size) => !Number.isInteger(size) || size <= 0);
  if (bad !== undefined) throw new Error(`BENCH_ENTRIES must list whole numbers above 0, not ${bad}`);
  return sizes;
}

/** The largest journal of the run. */
export const largestBenchSize = () => benchSizes().at(-1) as number;
