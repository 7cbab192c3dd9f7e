import { sql } from 'drizzle-orm';
import type { EmotionName } from '../../../shared/schemas/ai.ts';
import type { InsightBucket } from '../../../shared/schemas/insights.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { bucketOf, type EmotionRange, emotionTagsRelation, inRange } from './queries.ts';

export interface EmotionWeight {
  emotion: EmotionName;
  w: number;
}

export type BucketWeight = EmotionWeight & { start: string; source: 'tag' | 'read' };
export type PersonWeight = EmotionWeight & { id: string; name: string; entries: number };

/** What one pass over a range's entries says about their emotions. */
export interface EmotionWeights {
  /**
   * Weights per bucket start and source ('tag' or 'read'), only where there are some. One entry's
   * weights add up to 1 and come from one source, so a source's weights count its entries.
   */
  buckets: BucketWeight[];
  /** The weights of the entries linking each of the people written about most (with an emotion). */
  people: PersonWeight[];
  /** Untagged entries without a fresh reading (0 when readings are off). */
  unread: number;
}

interface Row {
  kind: 'bucket' | 'person' | 'unread';
  key: string | null;
  name: string | null;
  entries: number | null;
  emotion: EmotionName;
  source: 'tag' | 'read' | null;
  w: number;
}

/**
 * Each entry of the range with an emotion, once per emotion, weighted so one entry counts 1 in all
 * (two tags: a half each), summed per bucket and for the `people.limit` people linked to most of
 * them (from `people.minimum` entries): one statement, one read of the range. An entry's emotion
 * tags win; an untagged entry counts as the engine's fresh reading of its text (`readings` false
 * when AI is off: then only tags count). Every table is also filtered by the user explicitly,
 * which turns the row-level policy into one check per statement instead of one per joined row.
 */
export async function emotionWeights(
  tx: Tx,
  range: EmotionRange,
  bucket: InsightBucket,
  readings: boolean,
  people: { minimum: number; limit: number },
): Promise<EmotionWeights> {
  const { userId, tz } = range;
  const untagged = readings
    ? sql`untagged as (
        select e.id, e.occurred_at, r.emotion, r.entry_id is not null as fresh from ents e
        left join entry_emotion_readings r
          on r.entry_id = e.id and r.user_id = ${userId} and r.entry_updated_at = e.updated_at
        where not exists (select 1 from tagged t where t.entry_id = e.id)
      ),`
    : sql`untagged as (
        select null::uuid as id, null::timestamptz as occurred_at, null::text as emotion, true as fresh where false
      ),`;
  const result = await tx.execute(sql`
    with ents as materialized (
      select e.id, e.occurred_at, e.updated_at from entries e where ${inRange(range)}
    ),
    tagged as materialized (
      select et.entry_id, e.occurred_at, emotion_tags.emotion,
        1.0::float8 / count(*) over (partition by et.entry_id) as w
      from ents e
      join entry_tags et on et.entry_id = e.id and et.user_id = ${userId}
      join ${emotionTagsRelation(range)} on emotion_tags.tag_id = et.tag_id
    ),
    ${untagged}
    weighted as materialized (
      select entry_id, occurred_at, emotion, 'tag' as source, w from tagged
      union all
      select id, occurred_at, emotion, 'read', 1.0::float8 from untagged where emotion is not null
    ),
    -- The range's links, read from the links kept with their entry's time (migration 0035) as one
    -- index range, rather than every link of the journal hashed against the range's entries; the
    -- people hashed once rather than probed per link.
    persons as materialized (
      select c.id from connections c where c.user_id = ${userId} and c.type = 'person'
    ),
    linked as (
      select l.connection_id as id, w.emotion, w.w from weighted w
      join entry_connection_times l on l.entry_id = w.entry_id and ${inRange(range, sql`l`)}
      join persons p on p.id = l.connection_id
    ),
    -- An entry's weights add up to 1 and links are unique, so a person's sum is their entry count.
    people as (
      select id, round(sum(w))::int as entries from linked group by id
      having round(sum(w)) >= ${people.minimum}
      order by entries desc, id limit ${people.limit}
    )
    select 'bucket' as kind, to_char(b.start, 'YYYY-MM-DD') as key, null::text as name, null::int as entries,
      b.emotion, b.source, b.w
    from (select ${bucketOf(bucket, tz)} as start, e.emotion, e.source, sum(e.w)::float8 as w
      from weighted e group by 1, 2, 3) b
    union all
    select 'person', p.id::text, c.name, p.entries, l.emotion, null, sum(l.w)::float8
    from people p join linked l on l.id = p.id
    join connections c on c.id = p.id and c.user_id = ${userId}
    group by p.id, c.name, p.entries, l.emotion
    union all
    select 'unread', null, null, count(*)::int, null, null, 0 from untagged where not fresh
    order by 1, 4 desc, 2`);
  const rows = rowsOf<Row>(result);
  return {
    buckets: rows.flatMap((r) =>
      r.kind === 'bucket'
        ? [{ start: r.key as string, emotion: r.emotion, source: r.source ?? 'tag', w: r.w }]
        : [],
    ),
    people: rows.flatMap((r) =>
      r.kind === 'person'
        ? [
            {
              id: r.key as string,
              name: r.name as string,
              entries: r.entries ?? 0,
              emotion: r.emotion,
              w: r.w,
            },
          ]
        : [],
    ),
    unread: rows.find((r) => r.kind === 'unread')?.entries ?? 0,
  };
}
