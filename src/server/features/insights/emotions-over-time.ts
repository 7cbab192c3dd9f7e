import type { InsightBucket, Insights } from '../../../shared/schemas/insights.ts';
import type { Tx } from '../../db/client.ts';
import { sharesOf } from './emotion-mix.ts';
import { refreshReadings } from './emotion-readings.ts';
import type { EmotionRange } from './emotion-sql.ts';
import { countEntriesToRead, type EmotionWeight, emotionWeightsByBucket } from './queries.ts';

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
 * The emotion mix per bucket and overall. With AI on, untagged entries without a fresh reading are
 * read first (a batch per request; `unread` says how many wait). `entries` is every entry of the range.
 */
export async function emotionsOverTime(
  tx: Tx,
  range: EmotionRange,
  bucket: InsightBucket,
  aiEnabled: boolean,
  entries: number,
): Promise<{ view: Insights['emotions']; overall: EmotionWeight[] }> {
  const { more } = aiEnabled ? await refreshReadings(tx, range) : { more: false };
  const weights = await emotionWeightsByBucket(tx, range, bucket, aiEnabled);
  const entriesFrom = (source: 'tag' | 'read') =>
    Math.round(weights.filter((w) => w.source === source).reduce((sum, { w }) => sum + w, 0));
  const tagged = entriesFrom('tag');
  const read = entriesFrom('read');
  const unread = more ? await countEntriesToRead(tx, range) : 0;
  const buckets = bucketStarts(range.from, range.to, bucket).map((start) => {
    const own = weights.filter((w) => w.start === start);
    return { start, entries: Math.round(own.reduce((sum, { w }) => sum + w, 0)), shares: sharesOf(own) };
  });
  return {
    view: {
      buckets,
      overall: sharesOf(weights),
      entries: tagged + read,
      tagged,
      read,
      unread,
      without_emotion: entries - tagged - read - unread,
    },
    overall: weights,
  };
}
