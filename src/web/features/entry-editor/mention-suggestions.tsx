import { useMutation, useQuery } from '@tanstack/react-query';
import { Link2, UserPlus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { connectionQueries, createConnection } from '../../api/connections.ts';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { Button } from '../../components/ui/button.tsx';
import { useDebounced } from '../../layout/use-debounced.ts';
import { toast } from '../../lib/toast.ts';
import type { Chip } from './entry-form-model.ts';
import { findMentions, type MentionSuggestion } from './mentions.ts';

/**
 * "Link Maya Chen?" and "Add Sam as a new person?" under the text: names spotted as the writer
 * types (debounced), offered one click away and never linked on their own.
 */
export function MentionSuggestions({
  text,
  linked,
  onLink,
}: {
  text: string;
  linked: Chip[];
  onLink: (connection: Chip) => void;
}) {
  const names = useQuery(connectionQueries.names());
  const settled = useDebounced(text, 400);
  const [dismissed, setDismissed] = useState<Set<string>>(() => new Set());
  const invalidate = useInvalidate();
  const suggestions = useMemo(
    () =>
      settled.trim()
        ? findMentions(settled, names.data?.items ?? [], new Set(linked.map((c) => c.id)), dismissed)
        : [],
    [settled, names.data, linked, dismissed],
  );
  const add = useMutation({
    mutationFn: (name: string) => createConnection({ name, type: 'person' }),
    onSuccess: (created) => {
      onLink({ id: created.id, name: created.name, type: created.type });
      toast.success(`${created.name} added`);
      void invalidate('connections');
    },
    onError: (error) => toast.error('Could not add the person', { description: errorMessage(error) }),
  });
  const dismiss = (key: string) => setDismissed((was) => new Set(was).add(key));
  if (suggestions.length === 0) return null;
  return (
    <ul aria-label="Mentions" className="flex flex-wrap gap-2">
      {suggestions.slice(0, 6).map((s: MentionSuggestion) => {
        const key = s.kind === 'link' ? s.connection.id : s.name;
        return (
          <li
            key={key}
            className="flex items-center gap-1 rounded-full border bg-accent/40 py-0.5 pr-1 pl-1 text-sm"
          >
            {s.kind === 'link' ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-11 rounded-full sm:h-7"
                onClick={() => onLink(s.connection)}
              >
                <Link2 aria-hidden /> Link {s.connection.name}?
              </Button>
            ) : (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-11 rounded-full sm:h-7"
                disabled={add.isPending}
                onClick={() => add.mutate(s.name, { onSuccess: () => dismiss(s.name) })}
              >
                <UserPlus aria-hidden /> Add {s.name} as a new person?
              </Button>
            )}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-11 rounded-full sm:size-7"
              aria-label={`Dismiss ${s.kind === 'link' ? s.connection.name : s.name}`}
              onClick={() => dismiss(key)}
            >
              <X aria-hidden />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
