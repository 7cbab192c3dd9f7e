import { and, asc, eq, getTableColumns, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deleteOwnRow, ownRow } from '../../db/own-row.ts';
import { entries, locations } from '../../db/schema/index.ts';

export type LocationRow = Omit<typeof locations.$inferSelect, 'search'> & { entryCount: number };

// The generated tsvector serves search only.
const { search: _search, ...locationColumns } = getTableColumns(locations);

// Joined, not a correlated subquery: Drizzle leaves columns unqualified in one-table selects.
const entryCount = sql<number>`count(${entries.locationId})::int`;

/** The user's locations with how many entries are at each, by label. */
export function locationsWithCounts(tx: Tx, userId: string, where?: SQL): Promise<LocationRow[]> {
  return tx
    .select({ ...locationColumns, entryCount })
    .from(locations)
    .leftJoin(entries, and(eq(entries.userId, locations.userId), eq(entries.locationId, locations.id)))
    .where(and(eq(locations.userId, userId), where))
    .groupBy(locations.id)
    .orderBy(asc(sql`lower(${locations.label})`), asc(locations.id));
}

export const labelContains = (q: string) => ilike(locations.label, `%${q.replace(/[\\%_]/g, '\\$&')}%`);
export const locationIdIs = (id: string) => eq(locations.id, id);

export async function insertLocation(tx: Tx, values: typeof locations.$inferInsert): Promise<void> {
  await tx.insert(locations).values(values);
}

export async function updateLocationRow(
  tx: Tx,
  userId: string,
  id: string,
  fields: Partial<Pick<typeof locations.$inferInsert, 'label' | 'lat' | 'lng'>>,
): Promise<boolean> {
  const rows = await tx
    .update(locations)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(ownRow(locations, userId, id))
    .returning({ id: locations.id });
  return rows.length > 0;
}

/** Deletes the location: its entries keep everything else (location_id is set null); groups lose it. */
export const deleteLocationRow = (tx: Tx, userId: string, id: string) =>
  deleteOwnRow(tx, locations, userId, id);

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
