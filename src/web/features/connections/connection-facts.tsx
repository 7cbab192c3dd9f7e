import type { Connection } from '../../../shared/schemas/connections.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { activityLabel, connectionTypeLabels } from './connection-display.ts';

/** The line under a connection's name: its type and how many entries mention it. */
export function ConnectionFacts({ connection }: { connection: Pick<Connection, 'type' | 'activity_count'> }) {
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <Badge className="border-transparent bg-accent text-accent-foreground">
        {connectionTypeLabels[connection.type]}
      </Badge>
      <span>{activityLabel(connection.activity_count)}</span>
    </p>
  );
}
