import { sql } from 'drizzle-orm';
import type { EmotionName } from '../../../shared/schemas/ai.ts';
import type { InsightBucket } from '../../../shared/schemas/insights.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type EmotionRange, emotionTagIdsQuery, hasEmotionTag, weightedEmotions } from './emotion-sql.ts';
import { bucketStart, inRange, type LocalRange, localTime } from './range-sql.ts';

export interface EmotionWeight {
  emotion: EmotionName;
  w: number;
}

/**
 * Emotion weights per bucket start and source ('tag' or 'read'), only where there are some. One
 * entry's weights add up to 1 and come from one source, so a source's weights count its entries.
 */
export async function emotionWeightsByBucket(
  tx: Tx,
  range: EmotionRange,
  bucket: InsightBucket,
  readings: boolean,
): Promise<(EmotionWeight & { start: string; source: 'tag' | 'read' })[]> {
  const result = await tx.execute(sql`with ${weightedEmotions(range, readings)}
    select ${bucketStart(bucket, range.tz)} as start, emotion, source, sum(w)::float8 as w
    from weighted e group by 1, 2, 3 order by 1`);
  return rowsOf(result);
}

/**
 * Emotion weights of the entries that link each of the `limit` people written about most in the
 * range (counting entries that have an emotion), people with fewer than `minimum` left out.
 */
export async function emotionWeightsByPerson(
  tx: Tx,
  range: EmotionRange,
  readings: boolean,
  minimum: number,
  limit: number,
): Promise<(EmotionWeight & { id: string; name: string; entries: number })[]> {
  const result = await tx.execute(sql`with ${weightedEmotions(range, readings)},
    linked as (
      select c.id, c.name, w.emotion, w.w, w.entry_id from weighted w
      join entry_connections ec on ec.entry_id = w.entry_id and ec.user_id = ${range.userId}
      join connections c on c.id = ec.connection_id and c.type = 'person'
    ),
    people as (
      select id, count(distinct entry_id)::int as entries from linked
      group by id having count(distinct entry_id) >= ${minimum}
      order by entries desc, id limit ${limit}
    )
    select l.id, l.name, p.entries, l.emotion, sum(l.w)::float8 as w
    from linked l join people p on p.id = l.id
    group by l.id, l.name, p.entries, l.emotion
    order by p.entries desc, l.id`);
  return rowsOf(result);
}

/** Ids of the user's tags that name one of the nine emotions. */
export async function emotionTagIds(tx: Tx, userId: string): Promise<string[]> {
  return rowsOf<{ id: string }>(await tx.execute(emotionTagIdsQuery(userId))).map((row) => row.id);
}

export interface ReadingCandidate {
  id: string;
  title: string;
  content: string;
  updatedAt: string;
}

const needsReading = (
  range: EmotionRange,
) => sql`${inRange(range)} and not ${hasEmotionTag(range.emotionTagIds)}
  and not exists (select 1 from entry_emotion_readings r
    where r.entry_id = e.id and r.entry_updated_at = e.updated_at)`;

/** Untagged entries of the range with no reading, or one older than the entry: newest first. */
export async function entriesToRead(tx: Tx, range: EmotionRange, limit: number): Promise<ReadingCandidate[]> {
  const result = await tx.execute(sql`
    select e.id, e.title, e.content, e.updated_at::text as "updatedAt" from entries e
    where ${needsReading(range)} order by e.occurred_at desc limit ${limit}`);
  return rowsOf(result);
}

export async function countEntriesToRead(tx: Tx, range: EmotionRange): Promise<number> {
  const result = await tx.execute(sql`select count(*)::int as n from entries e where ${needsReading(range)}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Stores readings; a newer one replaces the old. */
export async function saveReadings(
  tx: Tx,
  userId: string,
  readings: { entryId: string; emotion: EmotionName | null; entryUpdatedAt: string }[],
): Promise<void> {
  if (readings.length === 0) return;
  const values = sql.join(
    readings.map((r) => sql`(${r.entryId}::uuid, ${userId}, ${r.emotion}, ${r.entryUpdatedAt}::timestamptz)`),
    sql`, `,
  );
  await tx.execute(sql`insert into entry_emotion_readings (entry_id, user_id, emotion, entry_updated_at)
    values ${values}
    on conflict (entry_id) do update set emotion = excluded.emotion, entry_updated_at = excluded.entry_updated_at`);
}

export interface DayActivity {
  date: string;
  entries: number;
  words: number;
  private: number;
}

/** Entries, words and private entries per local day of the range, in date order. */
export async function activityByDay(tx: Tx, range: LocalRange): Promise<DayActivity[]> {
  // Words are runs of non-space characters; counting the spaces between them avoids building arrays.
  const result = await tx.execute(sql`
    select to_char(${localTime(range.tz)}, 'YYYY-MM-DD') as date, count(*)::int as entries,
      coalesce(sum(case when e.content ~ '\\S'
        then regexp_count(btrim(e.content), '\\s+') + 1 else 0 end), 0)::int as words,
      count(*) filter (where e.is_private)::int as private
    from entries e where ${inRange(range)} group by 1 order by 1`);
  return rowsOf(result);
}

/** Entries per local hour of the day (only hours that have some). */
export async function entriesByHour(tx: Tx, range: LocalRange): Promise<{ hour: number; entries: number }[]> {
  const result = await tx.execute(sql`
    select extract(hour from ${localTime(range.tz)})::int as hour, count(*)::int as entries
    from entries e where ${inRange(range)} group by 1`);
  return rowsOf(result);
}
