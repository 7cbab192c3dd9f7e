import { type SQL, sql } from 'drizzle-orm';
import type { EmotionName } from '../../../shared/schemas/ai.ts';
import { emotionNames } from '../../../shared/schemas/tags.ts';
import type { LocalRange } from './range-sql.ts';

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
