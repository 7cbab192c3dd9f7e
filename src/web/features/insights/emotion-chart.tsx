import { format, parseISO } from 'date-fns';
import type { InsightBucket } from '../../../shared/schemas/insights.ts';
import { type EmotionShares, emotionFill, emotionsIn, percent } from './emotion-style.ts';

export interface EmotionBucket {
  start: string;
  entries: number;
  shares: EmotionShares;
}

const bucketLabel = (start: string, bucket: InsightBucket, long = false) =>
  format(
    parseISO(start),
    bucket === 'month' ? (long ? 'MMMM yyyy' : 'MMM') : long ? "'Week of' MMM d, yyyy" : 'MMM d',
  );

const HEIGHT = 160;

/**
 * A stacked bar per week or month, each bar the whole of that bucket's entries. Plain SVG: one
 * chart of rectangles does not need a charting library (docs/decisions/026). The table below is
 * the same data for screen readers and for reading exact figures.
 */
export function EmotionChart({ buckets, bucket }: { buckets: EmotionBucket[]; bucket: InsightBucket }) {
  const emotions = emotionsIn(...buckets.map((b) => b.shares));
  const width = buckets.length * 24;
  const step = 24;
  // About six labels on a phone-sized chart, whatever the number of bars.
  const labelEvery = Math.ceil(buckets.length / 6);
  return (
    <figure className="flex flex-col gap-3">
      <div>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="h-48 w-full"
          preserveAspectRatio="none"
          role="img"
          aria-label={`Share of each emotion per ${bucket}; the table below has the figures`}
        >
          {buckets.map((b, i) => {
            let y = HEIGHT;
            const x = i * step + step * 0.15;
            return (
              <g key={b.start}>
                <title>{`${bucketLabel(b.start, bucket, true)}: ${b.entries} entries`}</title>
                {b.entries === 0 && (
                  <rect x={x} y={HEIGHT - 2} width={step * 0.7} height={2} className="fill-muted" />
                )}
                {emotions.map((e) => {
                  const h = (b.shares[e] ?? 0) * HEIGHT;
                  y -= h;
                  return h > 0 ? (
                    <rect key={e} x={x} y={y} width={step * 0.7} height={h} fill={emotionFill[e]} />
                  ) : null;
                })}
              </g>
            );
          })}
        </svg>
        {/* Labels in HTML: text inside a stretched SVG would be stretched with it. */}
        <div
          aria-hidden
          className="mt-1 grid text-center text-[11px] text-muted-foreground"
          style={{ gridTemplateColumns: `repeat(${buckets.length}, minmax(0, 1fr))` }}
        >
          {buckets.map((b, i) => (
            <span key={b.start} className="overflow-visible whitespace-nowrap">
              {i % labelEvery === 0 ? bucketLabel(b.start, bucket) : ''}
            </span>
          ))}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
        {emotions.map((e) => (
          <li key={e} className="flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm" style={{ background: emotionFill[e] }} />
            {e}
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground hover:text-foreground">
          Show as a table
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">Share of each emotion per {bucket}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {bucket === 'month' ? 'Month' : 'Week of'}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Entries
                </th>
                {emotions.map((e) => (
                  <th key={e} scope="col" className="py-1 pr-3 font-medium">
                    {e}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {buckets.map((b) => (
                <tr key={b.start} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-3 font-normal whitespace-nowrap">
                    {bucketLabel(b.start, bucket, true)}
                  </th>
                  <td className="py-1 pr-3">{b.entries}</td>
                  {emotions.map((e) => (
                    <td key={e} className="py-1 pr-3">
                      {b.entries ? percent(b.shares[e]) : '–'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
