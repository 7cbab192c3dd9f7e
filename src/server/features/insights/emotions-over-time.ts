import type { InsightBucket, Insights } from '../../../shared/schemas/insights.ts';
import { sharesOf } from './emotion-mix.ts';
import type { BucketWeight } from './emotion-weight-queries.ts';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Every bucket start of the range (Sundays or first days of months), in order. */
export function bucketStarts(from: string, to: string, bucket: InsightBucket): string[] {
  const day = new Date(`${from}T00:00:00Z`);
  if (bucket === 'week') day.setUTCDate(day.getUTCDate() - day.getUTCDay());
  else day.setUTCDate(1);
  const starts: string[] = [];
  while (isoDay(day) <= to) {
    starts.push(isoDay(day));
    if (bucket === 'week') day.setUTCDate(day.getUTCDate() + 7);
    else day.setUTCMonth(day.getUTCMonth() + 1);
  }
  return starts;
}

/**
 * The emotion mix per bucket and overall from the range's weights. `entries` is every entry of the
 * range, `unread` the untagged ones still waiting for a reading.
 */
export function emotionsOverTime(
  weights: BucketWeight[],
  range: { from: string; to: string },
  bucket: InsightBucket,
  entries: number,
  unread: number,
): Insights['emotions'] {
  const entriesFrom = (source: 'tag' | 'read') =>
    Math.round(weights.filter((w) => w.source === source).reduce((sum, { w }) => sum + w, 0));
  const tagged = entriesFrom('tag');
  const read = entriesFrom('read');
  const buckets = bucketStarts(range.from, range.to, bucket).map((start) => {
    const own = weights.filter((w) => w.start === start);
    return { start, entries: Math.round(own.reduce((sum, { w }) => sum + w, 0)), shares: sharesOf(own) };
  });
  return {
    buckets,
    overall: sharesOf(weights),
    entries: tagged + read,
    tagged,
    read,
    unread,
    without_emotion: entries - tagged - read - unread,
  };
}
