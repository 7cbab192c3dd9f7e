import { z } from 'zod';
import { catalogItem, catalogList } from './catalog.ts';
import { requiredText } from './common.ts';
import { tagTypes } from './summaries.ts';

export { tagTypes };

/** The emotion tags every account starts with, in the order the editor offers them. */
export const emotionNames = [
  'Joy',
  'Sadness',
  'Anger',
  'Fear',
  'Surprise',
  'Trust',
  'Anticipation',
  'Disgust',
  'Neutral',
] as const;

export const tagSchema = catalogItem(
  { name: z.string(), type: z.enum(tagTypes) },
  'How many entries carry the tag',
).meta({ id: 'Tag' });
export type Tag = z.infer<typeof tagSchema>;

const tagFields = {
  name: requiredText(60),
  type: z.enum(tagTypes),
};

export const tagCreateSchema = z
  .strictObject({ ...tagFields, type: tagFields.type.default('topic') })
  .meta({ id: 'TagCreate' });
export type TagCreate = z.infer<typeof tagCreateSchema>;

export const tagUpdateSchema = z.strictObject(tagFields).partial().meta({ id: 'TagUpdate' });
export type TagUpdate = z.infer<typeof tagUpdateSchema>;

export const tagListSchema = catalogList(tagSchema, 'TagList');
