import type { Import, ImportOutcome } from '../../../shared/schemas/imports.ts';
import { cn } from '../../lib/cn.ts';
import { outcomeLabels } from './import-labels.ts';

const tone: Record<ImportOutcome, string> = {
  created: 'text-emerald-700 dark:text-emerald-400',
  updated: 'text-sky-700 dark:text-sky-400',
  skipped: 'text-muted-foreground',
  failed: 'text-destructive',
};

/** An import's report: the four counts, then item by item with the reasons (plain text, never HTML). */
export function ImportReport({ item }: { item: Import }) {
  const { report } = item;
  const listed = report.items.length;
  const total = report.created + report.updated + report.skipped + report.failed;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Import report">
        {(['created', 'updated', 'skipped', 'failed'] as const).map((outcome) => (
          <div key={outcome} className="rounded-lg border px-3 py-2">
            <dt className="text-xs text-muted-foreground">{outcomeLabels[outcome]}</dt>
            <dd className={cn('text-lg font-semibold tabular-nums', report[outcome] > 0 && tone[outcome])}>
              {report[outcome].toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      {listed > 0 && (
        <details className="rounded-lg border px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium">
            Item by item
            {listed < total
              ? ` (first ${listed.toLocaleString('en-US')} of ${total.toLocaleString('en-US')})`
              : ''}
          </summary>
          <ul className="mt-2 flex max-h-72 flex-col divide-y overflow-y-auto">
            {report.items.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: report lines have no id and never reorder
              <li key={i} className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:gap-3">
                <span className={cn('w-20 shrink-0 text-xs font-medium uppercase', tone[line.outcome])}>
                  {outcomeLabels[line.outcome]}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="break-words">{line.label}</span>
                  {line.reason && <span className="block text-xs text-muted-foreground">{line.reason}</span>}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
