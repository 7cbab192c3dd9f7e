import { useMutation } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { updateConnection } from '../../api/connections.ts';
import { updateEntry } from '../../api/entries.ts';
import { errorMessage } from '../../api/http.ts';
import { type Feature, useInvalidate } from '../../api/invalidation.ts';
import { cn } from '../../lib/cn.ts';
import { toast } from '../../lib/toast.ts';

/** How each kind of record is marked, and what the change touches (invalidation.ts derives the views). */
const kinds: Record<
  'entry' | 'connection',
  { save: (id: string, is_favorite: boolean) => Promise<{ is_favorite: boolean }>; changed: Feature }
> = {
  entry: { save: (id, is_favorite) => updateEntry(id, { is_favorite }), changed: 'entries' },
  connection: { save: (id, is_favorite) => updateConnection(id, { is_favorite }), changed: 'connections' },
};

/** The heart on an entry or a connection: marks or unmarks it as a favourite. */
export function FavoriteButton({
  kind,
  id,
  isFavorite,
  className,
}: {
  kind: keyof typeof kinds;
  id: string;
  isFavorite: boolean;
  className?: string;
}) {
  const invalidate = useInvalidate();
  const toggle = useMutation({
    mutationFn: () => kinds[kind].save(id, !isFavorite),
    onSuccess: (saved) => {
      toast.success(saved.is_favorite ? 'Added to favorites' : 'Removed from favorites');
      return invalidate(kinds[kind].changed);
    },
    onError: (error) => toast.error('Could not update favorites', { description: errorMessage(error) }),
  });
  const on = toggle.isPending ? !isFavorite : isFavorite;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={on ? 'Remove from favorites' : 'Add to favorites'}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate()}
      className={cn(
        'relative z-10 flex size-11 cursor-pointer items-center justify-center rounded-full text-muted-foreground sm:size-7 transition-colors hover:bg-muted hover:text-rose-500',
        on && 'text-rose-500',
        className,
      )}
    >
      <Heart aria-hidden className={cn('size-4', on && 'fill-current')} />
    </button>
  );
}
