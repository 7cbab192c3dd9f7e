import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '../../api/http.ts';
import { updateEntry } from '../../api/journal.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { cn } from '../../lib/cn.ts';

/** The heart on an entry: marks or unmarks it as a favourite. */
export function FavoriteButton({
  entryId,
  isFavorite,
  className,
}: {
  entryId: string;
  isFavorite: boolean;
  className?: string;
}) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => updateEntry(entryId, { is_favorite: !isFavorite }),
    onSuccess: (entry) => {
      toast.success(entry.is_favorite ? 'Added to favorites' : 'Removed from favorites');
      return queryClient.invalidateQueries({ queryKey: queryKeys.entries });
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
        'relative z-10 cursor-pointer rounded-full p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-rose-500',
        on && 'text-rose-500',
        className,
      )}
    >
      <Heart aria-hidden className={cn('size-4', on && 'fill-current')} />
    </button>
  );
}
