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
