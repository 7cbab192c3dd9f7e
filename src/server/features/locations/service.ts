import type { CatalogQuery, MergeInto } from '../../../shared/schemas/catalog.ts';
import type { Location, LocationCreate, LocationUpdate } from '../../../shared/schemas/locations.ts';
import type { Tx } from '../../db/client.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { firstBy } from '../../lib/first-by.ts';
import { repointGroupItems } from '../groups/items-service.ts';
import { presentLocation } from './present.ts';
import {
  deleteLocationRow,
  insertLocation,
  insertLocations,
  labelContains,
  locationIdIs,
  locationIdsByLowerLabel,
  locationsWithCounts,
  moveEntries,
  updateLocationRow,
} from './queries.ts';

const locationNotFound = () => notFound('Location');

async function readLocation(tx: Tx, userId: string, id: string): Promise<Location> {
  const [row] = await locationsWithCounts(tx, userId, locationIdIs(id));
  if (!row) throw locationNotFound();
  return presentLocation(row);
}

/** The actor's locations with usage counts, by label; `q` narrows them (the editor's location search). */
export async function listLocations(
  { tx, actor }: ServiceContext,
  query: CatalogQuery,
): Promise<{ items: Location[] }> {
  const rows = await locationsWithCounts(tx, actor.userId, query.q ? labelContains(query.q) : undefined);
  return { items: rows.map(presentLocation) };
}

/** Creates a location; coordinates are optional (a label alone is a place too). */
export async function createLocation(
  { tx, actor }: ServiceContext,
  input: LocationCreate,
): Promise<Location> {
  const id = crypto.randomUUID();
  await insertLocation(tx, { id, userId: actor.userId, label: input.label, lat: input.lat, lng: input.lng });
  return readLocation(tx, actor.userId, id);
}

/** Changes the label or coordinates; 404 when not the actor's. */
export async function updateLocation(
  { tx, actor }: ServiceContext,
  id: string,
  input: LocationUpdate,
): Promise<Location> {
  if (!(await updateLocationRow(tx, actor.userId, id, input))) throw locationNotFound();
  return readLocation(tx, actor.userId, id);
}

/** Deletes a location and unlinks it from entries and groups; the entries stay. */
export async function deleteLocation({ tx, actor }: ServiceContext, id: string): Promise<void> {
  if (!(await deleteLocationRow(tx, actor.userId, id))) throw locationNotFound();
}

/**
 * Merges location `id` into `into_id`: its entries and groups move to the other place, and `id` is
 * deleted. 404 when either is not the actor's; 400 when both are the same place.
 */
export async function mergeLocation(
  { tx, actor }: ServiceContext,
  id: string,
  { into_id }: MergeInto,
): Promise<Location> {
  if (id === into_id)
    throw badRequest('A place cannot be merged into itself', {
      fields: [{ field: 'into_id', message: 'must be another place' }],
    });
  await readLocation(tx, actor.userId, id);
  await readLocation(tx, actor.userId, into_id);
  await moveEntries(tx, actor.userId, id, into_id);
  await repointGroupItems(tx, actor.userId, 'location', id, into_id);
  await deleteLocationRow(tx, actor.userId, id);
  return readLocation(tx, actor.userId, into_id);
}

/** A place to reuse or create by its label: the coordinates are used only when it is created. */
export interface PlaceByLabel {
  label: string;
  lat: number | null;
  lng: number | null;
}

/**
 * The ids of the actor's locations with these labels (any case; the oldest when several share
 * one), creating the missing ones: a whole import batch in two queries. Keys are lower-cased labels.
 */
export async function ensureLocationsLabelled(
  { tx, actor }: ServiceContext,
  places: readonly PlaceByLabel[],
) {
  const wanted = firstBy(places, (p) => p.label.toLowerCase());
  if (wanted.length === 0) return new Map<string, string>();
  const found = await locationIdsByLowerLabel(
    tx,
    actor.userId,
    wanted.map((p) => p.label),
  );
  const missing = wanted
    .filter((p) => !found.has(p.label.toLowerCase()))
    .map((p) => ({ id: crypto.randomUUID(), userId: actor.userId, label: p.label, lat: p.lat, lng: p.lng }));
  await insertLocations(tx, missing);
  for (const m of missing) found.set(m.label.toLowerCase(), m.id);
  return found;
}
