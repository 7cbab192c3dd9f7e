import { type SQL, sql } from 'drizzle-orm';
import type { EmotionName } from '../../../shared/schemas/ai.ts';
import type { InsightBucket } from '../../../shared/schemas/insights.ts';
import { emotionNames } from '../../../shared/schemas/tags.ts';
import type { Tx } from '../../db/client.ts';
import { endOfLocalDay, startOfLocalDay } from '../../db/local-day.ts';
import { rowsOf } from '../../db/rows.ts';

// Fragments first (a range of local days, the user's emotion tags), then the statements;
// emotion-weight-queries.ts builds on the same fragments.

/** The local days from..to (both included) of one user in one time zone. */
export interface LocalRange {
  userId: string;
  from: string;
  to: string;
  tz: string;
}

/**
 * `alias.occurred_at` within the range and `alias.user_id` the user's: instants on both sides, so
 * a (user_id, occurred_at) index serves it (of entries `e`, or of entry_connection_times).
 */
export const inRange = ({ userId, from, to, tz }: LocalRange, alias = sql`e`): SQL =>
  sql`${alias}.user_id = ${userId} and ${alias}.occurred_at >= ${startOfLocalDay(from, tz)} and ${alias}.occurred_at < ${endOfLocalDay(to, tz)}`;

/** The local wall-clock time of `e.occurred_at`. */
export const localTime = (tz: string): SQL => sql`(e.occurred_at at time zone ${tz})`;

/**
 * The local start of the entry's week (weeks start on Sunday) or month: a value to group by, to
 * format (to_char … 'YYYY-MM-DD') once per bucket rather than once per entry.
 */
export function bucketOf(bucket: InsightBucket, tz: string): SQL {
  const local = localTime(tz);
  return bucket === 'week'
    ? sql`(${local}::date - date_part('dow', ${local})::int)`
    : sql`date_trunc('month', ${local})`;
}

/** One of the user's tags named after one of the nine emotions (any case), and that emotion. */
export interface EmotionTag {
  id: string;
  emotion: EmotionName;
}

/** A range and the user's emotion tags (emotionTagsQuery). */
export interface EmotionRange extends LocalRange {
  emotionTags: EmotionTag[];
}

const emotionList = sql.join(
  emotionNames.map((name) => sql`${name.toLowerCase()}`),
  sql`, `,
);

/** The user's emotion tags named after one of the nine emotions (any case), with that emotion's name. */
export const emotionTagsQuery = (userId: string): SQL =>
  sql`select id, initcap(lower(name)) as emotion from tags
    where user_id = ${userId} and type = 'emotion' and lower(name) in (${emotionList})`;

/** A Postgres array literal parameter of `type`; an empty list matches nothing. */
const arrayOf = (values: string[], type: SQL): SQL => sql`${`{${values.join(',')}}`}::${type}[]`;

/**
 * The relation `emotion_tags(tag_id, emotion)` of the range's emotion tags, from parameters: the
 * tags table is read once per request (emotionTagsQuery), not once per tagged entry.
 */
export const emotionTagsRelation = ({ emotionTags }: EmotionRange): SQL =>
  sql`unnest(${arrayOf(
    emotionTags.map((t) => t.id),
    sql`uuid`,
  )}, ${arrayOf(
    emotionTags.map((t) => t.emotion),
    sql`text`,
  )}) as emotion_tags(tag_id, emotion)`;

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
