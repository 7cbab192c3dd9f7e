import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { connectionQueries } from '../../api/connections.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input, Label } from '../../components/ui/input.tsx';
import { useDebounced } from '../../layout/use-debounced.ts';
import { ConnectionAvatar } from './connection-avatar.tsx';
import type { ConnectionFormInput } from './connection-form-model.ts';

type Related = ConnectionFormInput['related'][number];

/** Chooses related connections: the chosen ones as removable chips, a name search to add more. */
export function RelatedPicker({
  selfId,
  value,
  onChange,
}: {
  selfId?: string;
  value: Related[];
  onChange: (next: Related[]) => void;
}) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 200);
  const found = useQuery(connectionQueries.picker(q, 8));
  const chosen = new Set(value.map((r) => r.id));
  const options = (found.data?.items ?? []).filter((c) => c.id !== selfId && !chosen.has(c.id));
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="related-search">Related Connections</Label>
      {value.length > 0 && (
        <ul aria-label="Chosen related connections" className="flex flex-wrap gap-2">
          {value.map((r) => (
            <li
              key={r.id}
              className="flex items-center gap-1 rounded-full border bg-card py-0.5 pr-1 pl-3 text-sm"
            >
              {r.name}
              <button
                type="button"
                aria-label={`Remove ${r.name}`}
                className="cursor-pointer rounded-full p-1 hover:bg-muted"
                onClick={() => onChange(value.filter((v) => v.id !== r.id))}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id="related-search"
        type="search"
        placeholder="Search your connections..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {options.length > 0 && (
        <ul
          aria-label="Connections to relate"
          className="flex max-h-56 flex-col overflow-y-auto rounded-lg border"
        >
          {options.map((c) => (
            <li key={c.id} className="flex items-center gap-3 border-b px-3 py-2 last:border-b-0">
              <ConnectionAvatar connection={c} size="sm" />
              <span className="min-w-0 flex-1 truncate text-sm">{c.name}</span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`Relate ${c.name}`}
                onClick={() => onChange([...value, { id: c.id, name: c.name, type: c.type }])}
              >
                <Plus aria-hidden /> Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
