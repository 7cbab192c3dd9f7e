import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { DigestScope, DigestScopeType } from '../../../shared/schemas/digests.ts';
import { connectionQueries } from '../../api/connections.ts';
import { groupQueries } from '../../api/groups.ts';
import { NativeSelect, Options } from '../../components/ui/select.tsx';

/** What a digest may be about, without a name: the whole journal, or one connection or group. */
export type ScopeChoice = Omit<DigestScope, 'name'> & { name?: string };

const keyOf = (s: ScopeChoice | null) => (s ? `${s.type}:${s.id}` : '');

/** The listed choices of one type, under their heading. */
function section(label: string, type: DigestScopeType, items: readonly { id: string; name: string }[]) {
  return { label, scopes: items.map(({ id, name }) => ({ type, id, name })) };
}

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
  const sections = [
    section('Groups', 'group', groups.data?.pages.flatMap((p) => p.items) ?? []),
    section('Connections', 'connection', connections.data?.items ?? []),
  ];
  const listed: ScopeChoice[] = sections.flatMap((s) => s.scopes);
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
      {sections.map(
        ({ label, scopes }) =>
          scopes.length > 0 && (
            <optgroup key={label} label={label}>
              <Options options={scopes.map((scope) => ({ value: keyOf(scope), label: scope.name }))} />
            </optgroup>
          ),
      )}
    </NativeSelect>
  );
}
