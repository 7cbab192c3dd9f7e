import { type SQL, sql } from 'drizzle-orm';
import { emotionNames } from '../../../shared/schemas/tags.ts';
import { inRange, type LocalRange } from './range-sql.ts';

const emotionList = sql.join(
  emotionNames.map((name) => sql`${name.toLowerCase()}`),
  sql`, `,
);

/** The entry `e` carries at least one emotion tag named after one of the nine emotions. */
export const hasEmotionTag = (userId: string): SQL => sql`exists (
  select 1 from entry_tags et join tags t on t.id = et.tag_id
  where et.entry_id = e.id and et.user_id = ${userId} and t.type = 'emotion' and lower(t.name) in (${emotionList}))`;

/**
 * CTEs `weighted(entry_id, occurred_at, emotion, w, source)`: each entry of the range with an
 * emotion, once per emotion, weighted so one entry counts 1 in all (two tags: a half each). An
 * entry's emotion tags win; an untagged entry counts as the engine's fresh reading of its text
 * (`readings` false when AI is off: then only tags count).
 */
export function weightedEmotions(range: LocalRange, readings: boolean): SQL {
  const { userId } = range;
  const read = readings
    ? sql`union all
      select e.id, e.occurred_at, r.emotion, 'read' from ents e
      join entry_emotion_readings r on r.entry_id = e.id and r.entry_updated_at = e.updated_at
      where not e.tagged and r.emotion is not null`
    : sql``;
  return sql`ents as (
      select e.id, e.occurred_at, e.updated_at, ${hasEmotionTag(userId)} as tagged
      from entries e where ${inRange(range)}
    ),
    emotions as (
      select e.id as entry_id, e.occurred_at, initcap(lower(t.name)) as emotion, 'tag' as source from ents e
      join entry_tags et on et.entry_id = e.id and et.user_id = ${userId}
      join tags t on t.id = et.tag_id and t.type = 'emotion' and lower(t.name) in (${emotionList})
      where e.tagged
      ${read}
    ),
    weighted as (
      select entry_id, occurred_at, emotion, source,
        1.0::float8 / count(*) over (partition by entry_id) as w
      from emotions
    )`;
}
