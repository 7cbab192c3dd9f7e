import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars as a native radio group: Tab reaches it once, arrow keys move between ratings, and
 * screen readers announce "3 stars, 3 of 5". Hovering previews a rating before it is picked.
 */
export function StarRating({
  value,
  onChange,
  name = 'star_rating',
}: {
  value: number | null;
  onChange: (rating: number | null) => void;
  name?: string;
}) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Rating</legend>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center">
          {STARS.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-2 sm:p-1 has-focus-visible:outline-2 has-focus-visible:outline-ring"
              onMouseEnter={() => setHover(n)}
              onMouseLeave={() => setHover(null)}
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
                aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
              />
              <Star
                aria-hidden
                className={cn(
                  'size-7 transition-colors',
                  n <= shown ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50',
                )}
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-muted-foreground" aria-hidden>
          {value ? `${value} of 5` : 'Not rated'}
        </span>
        {value !== null && (
          <Button
            type="button"
            variant="link"
            size="sm"
            aria-label="Clear rating"
            onClick={() => onChange(null)}
          >
            Clear
          </Button>
        )}
      </div>
    </fieldset>
  );
}
