import { z } from 'zod';
import { catalogItem, catalogList } from './catalog.ts';
import { requiredText } from './common.ts';

export const sourceTypes = ['note', 'url'] as const;
export type SourceType = (typeof sourceTypes)[number];

/** Only web links may be stored as url sources: `javascript:`, `data:` and the like never reach a page. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const WEB_URL_MESSAGE = 'must be an http:// or https:// address';

export const sourceSchema = catalogItem(
  { source_type: z.enum(sourceTypes), reference_text: z.string() },
  'How many entries cite this source',
).meta({ id: 'Source' });
export type Source = z.infer<typeof sourceSchema>;

const sourceFields = {
  source_type: z.enum(sourceTypes),
  reference_text: requiredText(2000),
};

/** A url source must hold a web address; checked wherever both fields are known. */
const refineUrl = (value: { source_type?: SourceType; reference_text?: string }, ctx: z.RefinementCtx) => {
  if (value.source_type === 'url' && value.reference_text !== undefined && !isWebUrl(value.reference_text))
    ctx.addIssue({ code: 'custom', path: ['reference_text'], message: WEB_URL_MESSAGE });
};

export const sourceCreateSchema = z
  .strictObject(sourceFields)
  .superRefine(refineUrl)
  .meta({ id: 'SourceCreate' });
export type SourceCreate = z.infer<typeof sourceCreateSchema>;

export const sourceUpdateSchema = z
  .strictObject(sourceFields)
  .partial()
  .superRefine(refineUrl)
  .meta({ id: 'SourceUpdate' });
export type SourceUpdate = z.infer<typeof sourceUpdateSchema>;

export const sourceListSchema = catalogList(sourceSchema, 'SourceList');
