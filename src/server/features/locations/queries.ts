import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { entries, locations } from '../../db/schema/index.ts';
import { catalogQueries } from '../catalog/catalog-queries.ts';

export type LocationRow = Omit<typeof locations.$inferSelect, 'search'> & { entryCount: number };

/** The user's locations with how many entries are at each (by label), and their writes. */
export const locationCatalog = catalogQueries<typeof locations, LocationRow>({
  table: locations,
  text: locations.label,
  links: { table: entries, column: entries.locationId },
  order: [asc(sql`lower(${locations.label})`), asc(locations.id)],
});

/** Moves every entry at `fromId` to `toId`. */
export async function moveEntries(tx: Tx, userId: string, fromId: string, toId: string): Promise<void> {
  await tx
    .update(entries)
    .set({ locationId: toId })
    .where(and(eq(entries.userId, userId), eq(entries.locationId, fromId)));
}

/** The user's first location of each of these labels (any case), by lower-cased label. */
export async function locationIdsByLowerLabel(tx: Tx, userId: string, labels: readonly string[]) {
  const rows = await tx
    .select({ id: locations.id, label: locations.label })
    .from(locations)
    .where(
      and(
        eq(locations.userId, userId),
        inArray(
          sql`lower(${locations.label})`,
          labels.map((l) => l.toLowerCase()),
        ),
      ),
    )
    .orderBy(asc(locations.createdAt), asc(locations.id));
  const byLabel = new Map<string, string>();
  for (const r of rows) if (!byLabel.has(r.label.toLowerCase())) byLabel.set(r.label.toLowerCase(), r.id);
  return byLabel;
}

export async function insertLocations(tx: Tx, values: (typeof locations.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await tx.insert(locations).values(values);
}
