import type { Import } from '../../../shared/schemas/imports.ts';
import { statusLabels } from './import-labels.ts';

/** The bar of an import the server is working on; it moves as the history query polls. */
export function ImportProgress({ item }: { item: Import }) {
  const { done, total } = item.progress;
  const name = item.file_name ?? 'the file';
  return (
    <div className="flex flex-col gap-1.5" aria-live="polite">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="min-w-0 truncate font-medium">
          {statusLabels[item.status]}: {name}
        </span>
        <span className="tabular-nums text-muted-foreground">
          {done.toLocaleString('en-US')} of {total.toLocaleString('en-US')} items
        </span>
      </div>
      <progress
        aria-label={`Importing ${name}`}
        max={Math.max(total, 1)}
        value={done}
        className="h-2 w-full accent-primary"
      />
    </div>
  );
}
