import { useQuery } from '@tanstack/react-query';
import { LocateFixed, MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import { locationsQuery } from '../../api/catalog.ts';
import { errorMessage } from '../../api/http.ts';
import { Button } from '../../components/ui/button.tsx';
import { Combobox, type ComboboxOption } from '../../components/ui/combobox.tsx';
import { FieldError, Label } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ChipList } from './chip-list.tsx';
import type { EntryFormValues } from './entry-form-model.ts';

type PickedLocation = NonNullable<EntryFormValues['location']>;

const coordsText = (l: PickedLocation) =>
  l.lat !== null && l.lng !== null ? ` (${l.lat.toFixed(4)}, ${l.lng.toFixed(4)})` : '';

/**
 * One location: search the user's own, or name a new one (created when the entry is saved, so an
 * abandoned draft leaves nothing behind). 'Use my location' asks the browser for coordinates.
 */
export function LocationPicker({
  value,
  onChange,
  error,
}: {
  value: PickedLocation | null;
  onChange: (location: PickedLocation | null) => void;
  error?: string;
}) {
  const [query, setQuery] = useState('');
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string>();
  const locations = useQuery(locationsQuery());
  const needle = query.trim().toLowerCase();
  const all = locations.data?.items ?? [];

  const choose = (location: PickedLocation) => {
    onChange(location);
    setQuery('');
  };
  const options: ComboboxOption[] = all
    .filter((l) => l.label.toLowerCase().includes(needle) && l.id !== value?.id)
    .map((l) => ({
      key: l.id,
      text: l.label,
      label: (
        <>
          <MapPin aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate">{l.label}</span>
        </>
      ),
      onSelect: () => choose({ id: l.id, label: l.label, lat: l.lat, lng: l.lng }),
    }));
  if (needle && !all.some((l) => l.label.toLowerCase() === needle)) {
    const text = `Create location "${query.trim()}"`;
    options.push({
      key: 'create',
      text,
      label: (
        <>
          <Plus aria-hidden className="size-4 text-primary" />
          <span className="truncate">{text}</span>
        </>
      ),
      // A new place keeps coordinates already found for the one it replaces.
      onSelect: () =>
        choose({
          id: null,
          label: query.trim(),
          lat: value?.id ? null : (value?.lat ?? null),
          lng: value?.id ? null : (value?.lng ?? null),
        }),
    });
  }

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setGeoError('This browser cannot share your location.');
      return;
    }
    setLocating(true);
    setGeoError(undefined);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const lat = Number(coords.latitude.toFixed(6));
        const lng = Number(coords.longitude.toFixed(6));
        // A saved place keeps its own coordinates; the position goes to a new place instead.
        const label = value && !value.id ? value.label : query.trim() || 'Current location';
        choose({ id: null, label, lat, lng });
      },
      (failure) => {
        setLocating(false);
        setGeoError(
          failure.code === failure.PERMISSION_DENIED
            ? 'Location permission was denied. Allow it in the browser, or type a place instead.'
            : 'Your location could not be found. Type a place instead.',
        );
      },
      { timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const message =
    error ??
    geoError ??
    (locations.isError ? `Locations could not be loaded: ${errorMessage(locations.error)}` : undefined);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="entry-location">Location</Label>
      <ChipList
        label="Picked location"
        items={value ? [{ ...value, name: `${value.label}${coordsText(value)}` }] : []}
        onRemove={() => onChange(null)}
        icon={() => <MapPin aria-hidden className="size-3.5 shrink-0 opacity-70" />}
      />
      {value && !value.id && (
        <p className="text-xs text-muted-foreground">New place: it is saved with this entry.</p>
      )}
      <Combobox
        id="entry-location"
        query={query}
        onQueryChange={setQuery}
        options={options}
        placeholder={value ? 'Change the location' : 'Search your places or name a new one'}
        loading={locations.isPending}
        emptyText={needle ? 'No matches' : 'No saved places yet: type a name to add one'}
        aria-describedby={message ? 'entry-location-error' : undefined}
      />
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="self-start px-2"
        onClick={locate}
        disabled={locating}
      >
        {locating ? <Spinner className="text-current" /> : <LocateFixed aria-hidden />}
        {locating ? 'Locating...' : 'Use my location'}
      </Button>
      <FieldError id="entry-location-error" message={message} />
    </div>
  );
}
