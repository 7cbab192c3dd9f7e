import type { Connection } from '../../../shared/schemas/connections.ts';
import { CardTitleLink, LinkedCard } from '../../components/ui/linked-card.tsx';
import { FavoriteButton } from '../favorites/favorite-button.tsx';
import { ConnectionAvatar } from './connection-avatar.tsx';
import { ConnectionFacts } from './connection-facts.tsx';

/** One connection in the grid; the whole card opens its detail page. */
export function ConnectionCard({ connection }: { connection: Connection }) {
  return (
    <LinkedCard className="flex-1">
      <div className="flex items-center gap-3">
        <ConnectionAvatar connection={connection} />
        <div className="min-w-0 flex-1">
          <CardTitleLink to={`/connections/${connection.id}`} className="truncate leading-snug">
            {connection.name}
          </CardTitleLink>
          <ConnectionFacts connection={connection} />
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
    </LinkedCard>
  );
}
