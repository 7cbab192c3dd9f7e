import type { FieldProblem } from '../../../shared/errors.ts';
import {
  type ConnectionType,
  type ConnectionUpdate,
  hasContact,
  uploadedImagePath,
} from '../../../shared/schemas/connections.ts';
import { requireOwned } from '../../db/require-owned.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { badRequest } from '../../lib/errors.ts';
import { zoneFormat } from '../../lib/zone-format.ts';

function refuse(problem: FieldProblem): never {
  throw badRequest(`Invalid request body: ${problem.field}: ${problem.message}`, { fields: [problem] });
}

/**
 * The rules that need the stored connection: contact details are for people only, and an
 * uploaded-image URL can only be kept, not pointed at (uploads go through PUT .../image).
 */
export function checkWritable(
  input: ConnectionUpdate,
  target: { id: string; type: ConnectionType; imageUrl: string | null },
) {
  if (target.type !== 'person' && hasContact(input.contact_info))
    refuse({ field: 'contact_info', message: 'is only for people (type person)' });
  const url = input.image_url;
  if (url && uploadedImagePath.test(url) && url !== target.imageUrl)
    refuse({
      field: 'image_url',
      message: `must be an https:// image URL; upload a file with PUT /api/v1/connections/${target.id}/image`,
    });
}

/** Refuses relating a connection to itself or to ids the actor does not own, naming the field. */
export async function assertRelatable(ctx: ServiceContext, id: string, relatedIds: string[] | undefined) {
  if (!relatedIds?.length) return;
  if (relatedIds.includes(id))
    refuse({ field: 'related_connection_ids', message: 'cannot include the connection itself' });
  await requireOwned(ctx, [{ field: 'related_connection_ids', kind: 'connection', ids: relatedIds }]);
}

/** Maps the API's writable fields onto columns; absent fields stay absent (partial update). */
export function columnsOf(input: ConnectionUpdate) {
  const contact = input.contact_info;
  return {
    name: input.name,
    type: input.type,
    summaryText: input.summary_text,
    imageUrl: input.image_url,
    // Stored without the keys left empty.
    contactInfo: contact && JSON.parse(JSON.stringify(contact)),
    importantDates: input.important_dates,
    isFavorite: input.is_favorite,
    keepInTouch: input.keep_in_touch,
  };
}

/** This month and the 11 before it in `tz`, oldest first, with the counts found (zero elsewhere). */
export function lastTwelveMonths(tz: string, counts: { month: string; count: number }[], now = new Date()) {
  const parts = zoneFormat(tz, { year: 'numeric', month: 'numeric' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const byMonth = new Map(counts.map((c) => [c.month, c.count]));
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 12 + i, 1));
    const key = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    return { month: key, count: byMonth.get(key) ?? 0 };
  });
}
