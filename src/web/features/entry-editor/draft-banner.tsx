import { formatDistanceToNow } from 'date-fns';
import { History } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** Offers back words kept in local storage after a reload, a crash or leaving without saving. */
export function DraftBanner({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const when = new Date(savedAt);
  return (
    <section
      aria-labelledby="draft-banner-title"
      className="mb-5 flex flex-col gap-3 rounded-xl border border-primary/40 bg-accent/60 p-4 sm:flex-row sm:items-center"
    >
      <History aria-hidden className="hidden size-5 shrink-0 text-primary sm:block" />
      <div className="min-w-0 flex-1">
        <h2 id="draft-banner-title" className="font-semibold">
          Restore your unsaved draft?
        </h2>
        <p className="text-sm text-muted-foreground">
          {Number.isNaN(when.getTime())
            ? 'Changes you had not saved were kept on this device.'
            : `Changes you had not saved were kept on this device ${formatDistanceToNow(when, { addSuffix: true })}.`}
        </p>
      </div>
      <div className="flex gap-2">
        <Button type="button" onClick={onRestore}>
          Restore
        </Button>
        <Button type="button" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
