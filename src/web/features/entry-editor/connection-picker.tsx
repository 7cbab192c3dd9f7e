import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { User } from 'lucide-react';
import { useState } from 'react';
import type { ConnectionType } from '../../../shared/schemas/connections.ts';
import { connectionQueries, createConnection } from '../../api/connections.ts';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { useDebounced } from '../../layout/use-debounced.ts';
import { connectionTypeIcons } from '../connections/connection-display.ts';
import type { Chip } from './entry-form-model.ts';
import { LinkPicker } from './link-picker.tsx';

const CONNECTION_KINDS = [
  { type: 'person', noun: 'person' },
  { type: 'idea', noun: 'idea' },
  { type: 'institution', noun: 'institution' },
] as const;

function ConnectionIcon({ type }: { type: string }) {
  const Icon = connectionTypeIcons[type as ConnectionType] ?? User;
  return <Icon aria-hidden className="size-3.5 shrink-0 opacity-70" />;
}

/**
 * Connections: searched on the server (a user may have thousands), created inline by name and
 * type. The sidebar's Recent Connections change once the entry is saved, not here.
 */
export function ConnectionPicker({
  value,
  onChange,
  error,
}: {
  value: Chip[];
  onChange: (connections: Chip[]) => void;
  error?: string;
}) {
  const invalidate = useInvalidate();
  const [query, setQuery] = useState('');
  const search = useDebounced(query.trim(), 250);
  const found = useQuery({
    ...connectionQueries.picker(search),
    placeholderData: keepPreviousData,
  });
  const items = found.data?.items ?? [];
  const needle = query.trim().toLowerCase();
  return (
    <LinkPicker
      id="entry-connections"
      label="Connections"
      placeholder="Search people, ideas, institutions"
      selected={value}
      onChange={onChange}
      query={query}
      onQueryChange={setQuery}
      candidates={items
        .filter((c) => !value.some((v) => v.id === c.id))
        .map(({ id, name, type }) => ({ id, name, type }))}
      exists={items.some((c) => c.name.toLowerCase() === needle)}
      loading={found.isFetching && !found.data}
      loadError={found.isError ? `Connections could not be loaded: ${errorMessage(found.error)}` : undefined}
      createKinds={CONNECTION_KINDS}
      create={async (name, type) => {
        const made = await createConnection({ name, type: type as ConnectionType });
        await invalidate('connections');
        return { id: made.id, name: made.name, type: made.type };
      }}
      error={error}
      icon={(item) => <ConnectionIcon type={item.type} />}
    />
  );
}
