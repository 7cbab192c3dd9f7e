import { z } from 'zod';

export const uuidParam = z.object({ id: z.uuid({ error: 'must be a UUID' }) });

/** Cursor pagination: `limit` items newest first; `cursor` is the `next_cursor` of the page before. */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.output<typeof pageQuery>;

/** A whole list: `{ items }`. */
export const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** One page of a list: `{ items, next_cursor }`, the cursor null on the last page. */
export const page = <T extends z.ZodType>(item: T) =>
  itemsOf(item).extend({ next_cursor: z.string().nullable() });

/** Text someone types that must say something: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'must not be blank').max(max, `must be at most ${max} characters`);

export const isoDateTime = z.string().meta({ format: 'date-time', example: '2026-11-22T10:30:00.000Z' });
