import { sql } from 'drizzle-orm';
import type { EmotionName } from '../../../shared/schemas/ai.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type EmotionRange, type EmotionTag, emotionTagsQuery } from './emotion-sql.ts';
import { inRange, type LocalRange, localTime } from './range-sql.ts';

/** The user's tags that name one of the nine emotions. */
export async function emotionTags(tx: Tx, userId: string): Promise<EmotionTag[]> {
  return rowsOf<EmotionTag>(await tx.execute(emotionTagsQuery(userId)));
}

export interface ReadingCandidate {
  id: string;
  title: string;
  content: string;
  updatedAt: string;
}

/** Untagged entries of the range with no reading, or one older than the entry: newest first. */
export async function entriesToRead(tx: Tx, range: EmotionRange, limit: number): Promise<ReadingCandidate[]> {
  const { userId } = range;
  const tagIds = `{${range.emotionTags.map((t) => t.id).join(',')}}`;
  const result = await tx.execute(sql`
    select e.id, e.title, e.content, e.updated_at::text as "updatedAt" from entries e
    where ${inRange(range)}
      and not exists (select 1 from entry_tags et
        where et.entry_id = e.id and et.user_id = ${userId} and et.tag_id = any(${tagIds}::uuid[]))
      and not exists (select 1 from entry_emotion_readings r
        where r.entry_id = e.id and r.user_id = ${userId} and r.entry_updated_at = e.updated_at)
    order by e.occurred_at desc limit ${limit}`);
  return rowsOf(result);
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

export interface Activity {
  /** Entries, words and private entries per local day of the range, in date order. */
  days: DayActivity[];
  /** Entries per local hour of the day (only hours that have some). */
  hours: { hour: number; entries: number }[];
}

/** The range's activity by local day and by hour, in one read (words are the entries' stored counts). */
export async function activity(tx: Tx, range: LocalRange): Promise<Activity> {
  const rows = rowsOf<DayActivity & { hour: number | null }>(
    await tx.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as date, hour::int, entries, words, private from (
        select local::date as day, date_part('hour', local) as hour, count(*)::int as entries,
          coalesce(sum(word_count), 0)::int as words, count(*) filter (where is_private)::int as private
        from (select ${localTime(range.tz)} as local, e.word_count, e.is_private from entries e
          where ${inRange(range)}) e
        group by grouping sets ((local::date), (date_part('hour', local)))
      ) g
      order by 1, 2`),
  );
  return {
    days: rows.flatMap(({ hour, ...day }) => (hour === null ? [day] : [])),
    hours: rows.flatMap(({ hour, entries }) => (hour === null ? [] : [{ hour, entries }])),
  };
}
