import { Link } from 'react-router';
import type { Connection } from '../../../shared/schemas/connections.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { FavoriteButton } from '../favorites/favorite-button.tsx';
import { ConnectionAvatar } from './connection-avatar.tsx';
import { activityLabel, connectionTypeLabels } from './connection-display.ts';

/** One connection in the grid; the whole card opens its detail page. */
export function ConnectionCard({ connection }: { connection: Connection }) {
  return (
    <article className="relative flex min-w-0 flex-1 flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-center gap-3">
        <ConnectionAvatar connection={connection} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold leading-snug">
            <Link
              to={`/connections/${connection.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl"
            >
              {connection.name}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge className="border-transparent bg-accent text-accent-foreground">
              {connectionTypeLabels[connection.type]}
            </Badge>
            <span>{activityLabel(connection.activity_count)}</span>
          </p>
        </div>
        <FavoriteButton
          kind="connection"
          id={connection.id}
          isFavorite={connection.is_favorite}
          className="self-start"
        />
      </div>
      {connection.summary_text && (
        <p className="line-clamp-2 text-sm text-muted-foreground">{connection.summary_text}</p>
      )}
    </article>
  );
}
