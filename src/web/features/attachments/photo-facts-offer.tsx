import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Camera } from 'lucide-react';
import type { Location } from '../../../shared/schemas/locations.ts';
import { locationsQuery } from '../../api/catalog.ts';
import { Button } from '../../components/ui/button.tsx';
import type { PhotoFacts } from './photo-facts.ts';

/** One of the user's saved places within this many kilometres names the photo's position. */
const NEAR_KM = 25;

const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
};

function nearestPlace(places: Location[], at: { lat: number; lng: number }) {
  let best: { place: Location; km: number } | null = null;
  for (const place of places) {
    if (place.lat === null || place.lng === null) continue;
    const km = distanceKm(at, { lat: place.lat, lng: place.lng });
    if (km <= NEAR_KM && (!best || km < best.km)) best = { place, km };
  }
  return best?.place ?? null;
}

export interface PlaceChoice {
  id: string | null;
  label: string;
  lat: number | null;
  lng: number | null;
}

/**
 * "Taken on Mar 18, 2019 near Berlin: use as the entry date / location?" for a new entry's photo.
 * Nothing is applied until the user says so; the place is one of their saved locations when one
 * is near, else the coordinates.
 */
export function PhotoFactsOffer({
  facts,
  onUseDate,
  onUsePlace,
  onDismiss,
}: {
  facts: PhotoFacts;
  onUseDate: (when: Date) => void;
  onUsePlace: (place: PlaceChoice) => void;
  onDismiss: () => void;
}) {
  const hasPlace = facts.lat !== null && facts.lng !== null;
  const places = useQuery({ ...locationsQuery(), enabled: hasPlace });
  const at = hasPlace ? { lat: facts.lat as number, lng: facts.lng as number } : null;
  const near = at ? nearestPlace(places.data?.items ?? [], at) : null;
  const placeLabel = near?.label ?? (at ? `${at.lat.toFixed(4)}, ${at.lng.toFixed(4)}` : '');
  const parts = [
    facts.takenAt ? `Taken on ${format(facts.takenAt, 'MMM d, yyyy')}` : 'Taken',
    at ? `near ${placeLabel}` : '',
  ].filter(Boolean);
  const uses = [facts.takenAt ? 'date' : '', at ? 'location' : ''].filter(Boolean).join(' / ');
  return (
    <section
      aria-label="Photo details"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
    >
      <Camera aria-hidden className="size-4 shrink-0 text-primary" />
      <p className="min-w-0 flex-1">
        {parts.join(' ')}: use as the entry {uses}?
      </p>
      <div className="flex flex-wrap gap-2">
        {facts.takenAt && (
          <Button type="button" size="sm" variant="outline" onClick={() => onUseDate(facts.takenAt as Date)}>
            Use date
          </Button>
        )}
        {at && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => onUsePlace(near ? { ...near } : { id: null, label: placeLabel, ...at })}
          >
            Use location
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </section>
  );
}
