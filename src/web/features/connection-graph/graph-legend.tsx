import { connectionTypes } from '../../../shared/schemas/summaries.ts';
import { connectionTypeLabels } from '../connections/connection-display.ts';
import { relationColour, sharedEntriesColour, typeColour } from './graph-style.ts';

const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

/** What the colours and lines mean, and how much is drawn. */
export function GraphLegend({
  nodes,
  edges,
  truncated,
}: {
  nodes: number;
  edges: number;
  truncated: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm">
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1" aria-label="Legend">
        {connectionTypes.map((type) => (
          <li key={type} className="flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-full" style={{ background: typeColour[type] }} />
            {connectionTypeLabels[type]}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-0.5 w-5" style={{ background: relationColour }} />
          Related
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden className="h-1 w-5" style={{ background: sharedEntriesColour }} />
          In the same entries (thicker: more)
        </li>
      </ul>
      <p className="text-muted-foreground" aria-live="polite">
        {count(nodes, 'connection')} · {count(edges, 'link')}
        {truncated ? ' (the busiest shown)' : ''}. Click one to open it.
      </p>
    </div>
  );
}
