import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { tagClasses } from './entry-display.ts';

/** A tag as a small pill, coloured by emotion when it is one. */
export function TagChip({ tag, className }: { tag: { name: string; type: string }; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        tagClasses(tag),
        className,
      )}
    >
      {tag.name}
    </span>
  );
}

/** A tag chip that opens the tag's page; raised above a card's whole-card link so it stays its own target. */
export function TagLink({
  tag,
  className,
}: {
  tag: { id: string; name: string; type: string };
  className?: string;
}) {
  return (
    <Link
      to={`/tags/${tag.id}`}
      aria-label={`Tag ${tag.name}`}
      className="relative z-10 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full sm:min-h-0 sm:min-w-0 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none hover:opacity-80"
    >
      <TagChip tag={tag} className={className} />
    </Link>
  );
}
