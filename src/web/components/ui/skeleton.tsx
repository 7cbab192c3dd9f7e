import { cn } from '../../lib/cn.ts';

/** A grey placeholder block that pulses while its content loads. */
export function SkeletonBlock({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} />;
}

/**
 * A loading list: the shape of the cards to come, with the loading message for screen readers and
 * sighted people alike, so a first load never shows a blank page.
 */
export function CardGridSkeleton({
  label,
  cards = 4,
  className,
}: {
  label: string;
  cards?: number;
  className?: string;
}) {
  return (
    <div role="status" data-testid="skeleton" className={cn('flex flex-col gap-4', className)}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: cards }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} aria-hidden className="flex flex-col gap-3 rounded-xl border bg-card p-5">
            <SkeletonBlock className="h-5 w-2/3" />
            <SkeletonBlock className="h-4 w-1/3" />
            <SkeletonBlock className="h-4 w-full" />
            <SkeletonBlock className="h-4 w-5/6" />
          </div>
        ))}
      </div>
    </div>
  );
}
