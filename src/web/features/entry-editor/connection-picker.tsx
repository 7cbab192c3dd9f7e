import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { User } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ConnectionType } from '../../../shared/schemas/connections.ts';
import { createConnection, listConnections } from '../../api/connections.ts';
import { errorMessage } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
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

/** Waits for typing to pause, so a search runs once per word rather than once per key. */
function useDebounced<T>(value: T, delayMs = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
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
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const search = useDebounced(query.trim());
  const found = useQuery({
    queryKey: [...queryKeys.connections, 'picker', search],
    queryFn: () => listConnections(search),
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
        await queryClient.invalidateQueries({ queryKey: queryKeys.connections });
        return { id: made.id, name: made.name, type: made.type };
      }}
      error={error}
      icon={(item) => <ConnectionIcon type={item.type} />}
    />
  );
}
