import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { User } from 'lucide-react';
import { useState } from 'react';
import { type ConnectionType, connectionTypes } from '../../../shared/schemas/connections.ts';
import { connectionQueries, createConnection } from '../../api/connections.ts';
import { useDebounced } from '../../layout/use-debounced.ts';
import { connectionTypeIcons } from '../connections/connection-display.ts';
import { LinkPicker, type PickerField } from './link-picker.tsx';

function ConnectionIcon({ type }: { type: string }) {
  const Icon = connectionTypeIcons[type as ConnectionType] ?? User;
  return <Icon aria-hidden className="size-3.5 shrink-0 opacity-70" />;
}

/**
 * Connections: searched on the server (a user may have thousands), created inline by name and
 * type. The sidebar's Recent Connections change once the entry is saved, not here.
 */
export function ConnectionPicker(field: PickerField) {
  const [query, setQuery] = useState('');
  const search = useDebounced(query.trim(), 250);
  const found = useQuery({
    ...connectionQueries.picker(search),
    placeholderData: keepPreviousData,
  });
  return (
    <LinkPicker
      {...field}
      id="entry-connections"
      label="Connections"
      placeholder="Search people, ideas, institutions"
      query={query}
      onQueryChange={setQuery}
      found={(found.data?.items ?? []).map(({ id, name, type }) => ({ id, name, type }))}
      loading={found.isFetching && !found.data}
      loadError={found.error}
      createKinds={connectionTypes}
      create={(name, type) => createConnection({ name, type: type as ConnectionType })}
      invalidates="connections"
      icon={(item) => <ConnectionIcon type={item.type} />}
    />
  );
}
