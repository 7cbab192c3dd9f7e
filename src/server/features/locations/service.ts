import type { Location, LocationCreate, LocationUpdate } from '../../../shared/schemas/locations.ts';
import type { locations } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { firstBy } from '../../lib/first-by.ts';
import { catalogService } from '../catalog/catalog-service.ts';
import { presentLocation } from './present.ts';
import {
  insertLocations,
  type LocationRow,
  locationCatalog,
  locationIdsByLowerLabel,
  moveEntries,
} from './queries.ts';

/**
 * Locations: listed with usage counts by label, narrowed by `q` (the editor's location search);
 * coordinates are optional (a label alone is a place too); deleting one unlinks it from entries
 * and groups (the entries stay); merging moves its entries and groups to the other place.
 */
export const locationService = catalogService<
  typeof locations,
  LocationRow,
  Location,
  LocationCreate,
  LocationUpdate
>({
  noun: 'Location',
  queries: locationCatalog,
  present: presentLocation,
  toInsert: (input, owner) => ({ ...owner, label: input.label, lat: input.lat, lng: input.lng }),
  toUpdate: (input) => input,
  merge: {
    noun: 'place',
    groupItemType: 'location',
    moveEntries: moveEntries,
  },
});

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
