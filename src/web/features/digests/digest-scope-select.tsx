import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DigestScope } from '../../../shared/schemas/digests.ts';
import { connectionQueries } from '../../api/connections.ts';
import { groupQueries } from '../../api/groups.ts';
import { NativeSelect } from '../../components/ui/select.tsx';

/** What a digest may be about, without a name: the whole journal, or one connection or group. */
export type ScopeChoice = Omit<DigestScope, 'name'> & { name?: string };

const keyOf = (s: ScopeChoice | null) => (s ? `${s.type}:${s.id}` : '');

/**
 * 'About': the whole journal, one group, or one person or other connection (the first 100 by name;
 * a 'Reflect' button on any connection's page picks one outside them).
 */
export function DigestScopeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ScopeChoice | null;
  onChange: (scope: ScopeChoice | null) => void;
}) {
  const groups = useInfiniteQuery(groupQueries.list(''));
  const connections = useQuery(connectionQueries.picker('', 100));
  const groupItems = groups.data?.pages.flatMap((p) => p.items) ?? [];
  const connectionItems = connections.data?.items ?? [];
  const listed = [
    ...groupItems.map((g) => ({ type: 'group' as const, id: g.id, name: g.name })),
    ...connectionItems.map((c) => ({ type: 'connection' as const, id: c.id, name: c.name })),
  ];
  // A scope handed in by a Reflect button stays choosable even when it is not in the lists.
  const extra = value && !listed.some((s) => keyOf(s) === keyOf(value)) ? value : null;
  return (
    <NativeSelect
      id={id}
      value={keyOf(value)}
      onChange={(event) => {
        const picked = [...listed, ...(extra ? [extra] : [])].find((s) => keyOf(s) === event.target.value);
        onChange(picked ?? null);
      }}
    >
      <option value="">Everything I wrote</option>
      {extra && <option value={keyOf(extra)}>{extra.name ?? 'The picked one'}</option>}
      {groupItems.length > 0 && (
        <optgroup label="Groups">
          {groupItems.map((g) => (
            <option key={g.id} value={`group:${g.id}`}>
              {g.name}
            </option>
          ))}
        </optgroup>
      )}
      {connectionItems.length > 0 && (
        <optgroup label="Connections">
          {connectionItems.map((c) => (
            <option key={c.id} value={`connection:${c.id}`}>
              {c.name}
            </option>
          ))}
        </optgroup>
      )}
    </NativeSelect>
  );
}
