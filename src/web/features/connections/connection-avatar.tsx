import type { ConnectionType } from '../../../shared/schemas/connections.ts';
import { cn } from '../../lib/cn.ts';
import { avatarColour, connectionTypeIcons, initialsOf } from './connection-display.ts';

/** The connection's image; without one, initials on a coloured circle for people, a type icon otherwise. */
export function ConnectionAvatar({
  connection,
  size = 'md',
}: {
  connection: { name: string; type: ConnectionType; image_url: string | null };
  size?: 'sm' | 'md' | 'lg';
}) {
  const box = { sm: 'size-9 text-xs', md: 'size-12 text-base', lg: 'size-20 text-2xl' }[size];
  if (connection.image_url)
    return (
      <img
        src={connection.image_url}
        alt=""
        className={cn('shrink-0 rounded-full border object-cover', box)}
        loading="lazy"
      />
    );
  if (connection.type === 'person')
    return (
      <span
        aria-hidden
        className={cn(
          'flex shrink-0 items-center justify-center rounded-full font-semibold text-white',
          avatarColour(connection.name),
          box,
        )}
      >
        {initialsOf(connection.name)}
      </span>
    );
  const Icon = connectionTypeIcons[connection.type];
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground',
        box,
      )}
    >
      <Icon className="size-1/2" />
    </span>
  );
}
