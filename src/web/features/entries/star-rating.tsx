import { Star } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** A rating out of 5 as five stars (PRODUCT-SPEC: Star Rating shown as five stars). */
export function StarRatingDisplay({ rating, className }: { rating: number | null; className?: string }) {
  const label = rating ? `${rating} out of 5 stars` : 'Not rated';
  return (
    <div role="img" aria-label={label} className={cn('flex items-center gap-1', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn(
            'size-5',
            rating && n <= rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </div>
  );
}
