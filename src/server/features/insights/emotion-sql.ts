import { type SQL, sql } from 'drizzle-orm';
import { emotionNames } from '../../../shared/schemas/tags.ts';
import { inRange, type LocalRange } from './range-sql.ts';

/** A range and the ids of the user's emotion tags (emotionTagIdsQuery). */
export interface EmotionRange extends LocalRange {
  emotionTagIds: string[];
}

const emotionList = sql.join(
  emotionNames.map((name) => sql`${name.toLowerCase()}`),
  sql`, `,
);

/** The user's emotion tags named after one of the nine emotions (any case). */
export const emotionTagIdsQuery = (userId: string): SQL =>
  sql`select id from tags where user_id = ${userId} and type = 'emotion' and lower(name) in (${emotionList})`;

/** A uuid[] parameter; an empty list matches nothing. */
const idArray = (ids: string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The entry `e` carries one of the emotion tags `tagIds`. By id, so each entry is one probe of the
 * entry_tags primary key whatever the planner's statistics say (a fresh import has none).
 */
export const hasEmotionTag = (tagIds: string[]): SQL =>
  sql`exists (select 1 from entry_tags et where et.entry_id = e.id and et.tag_id = any(${idArray(tagIds)}))`;

/**
 * CTEs `weighted(entry_id, occurred_at, emotion, w, source)`: each entry of the range with an
 * emotion, once per emotion, weighted so one entry counts 1 in all (two tags: a half each). An
 * entry's emotion tags win; an untagged entry counts as the engine's fresh reading of its text
 * (`readings` false when AI is off: then only tags count).
 */
export function weightedEmotions(range: EmotionRange, readings: boolean): SQL {
  const tagIds = range.emotionTagIds;
  const read = readings
    ? sql`union all
      select e.id, e.occurred_at, r.emotion, 'read' from ents e
      join entry_emotion_readings r on r.entry_id = e.id and r.entry_updated_at = e.updated_at
      where not e.tagged and r.emotion is not null`
    : sql``;
  return sql`ents as (
      select e.id, e.occurred_at, e.updated_at, ${hasEmotionTag(tagIds)} as tagged
      from entries e where ${inRange(range)}
    ),
    emotions as (
      select e.id as entry_id, e.occurred_at, initcap(lower(t.name)) as emotion, 'tag' as source from ents e
      join entry_tags et on et.entry_id = e.id and et.tag_id = any(${idArray(tagIds)})
      join tags t on t.id = et.tag_id
      where e.tagged
      ${read}
    ),
    weighted as (
      select entry_id, occurred_at, emotion, source,
        1.0::float8 / count(*) over (partition by entry_id) as w
      from emotions
    )`;
}
