import { CloudOff } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import type { OutboxChange } from '../../offline/outbox.ts';
import { useOutbox } from '../../offline/use-outbox.ts';
import { occurredAt } from '../entry-editor/occurred-at.ts';
import { entryTypeLabels, formatCardDate, plainExcerpt } from './entry-display.ts';

const status = (change: OutboxChange) =>
  change.refused
    ? `Could not sync: ${change.refused}`
    : change.conflict
      ? 'Waiting to sync · choose a version'
      : 'Waiting to sync';

/** Saves kept on this device (made offline), shown first in Activities until the server has them. */
export function WaitingEntries() {
  const outbox = useOutbox();
  const changes = outbox.data ?? [];
  if (changes.length === 0) return null;
  return (
    <ul aria-label="Waiting to sync" className="mb-4 grid gap-4 md:grid-cols-2">
      {changes.map((change) => (
        <li key={change.id} className="flex">
          <article className="flex w-full min-w-0 flex-col gap-2 rounded-xl border border-dashed bg-card p-5">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold leading-snug">{change.values.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  <time dateTime={occurredAt(change.values)}>
                    {formatCardDate(occurredAt(change.values))}
                  </time>
                  {change.base ? ' · edited' : ''}
                  {change.files.length > 0 ? ` · ${change.files.length} file(s)` : ''}
                </p>
              </div>
              <Badge className="shrink-0 bg-accent text-accent-foreground border-transparent">
                {entryTypeLabels[change.values.type]}
              </Badge>
            </div>
            {change.values.content && (
              <p className="line-clamp-2 text-sm text-muted-foreground">
                {plainExcerpt(change.values.content)}
              </p>
            )}
            <p className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <CloudOff aria-hidden className="size-3.5" />
              {status(change)}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
