import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Upload } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { IMPORT_ACCEPT, type Import } from '../../../shared/schemas/imports.ts';
import { importQueries, isUnfinished } from '../../api/imports.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { SkeletonBlock } from '../../components/ui/skeleton.tsx';
import { toast } from '../../lib/toast.ts';
import { SettingsSection } from '../settings/settings-section.tsx';
import { countsLine, formatLabels, statusLabels } from './import-labels.ts';
import { ImportProgress } from './import-progress.tsx';
import { ImportReport } from './import-report.tsx';
import { useImportUpload } from './use-import-upload.ts';

/** Refreshes what an import changed, and says so, when one this page watched finishes. */
function useFinishedImports(items: Import[] | undefined) {
  const invalidate = useInvalidate();
  const watching = useRef(new Set<string>());
  useEffect(() => {
    for (const item of items ?? []) {
      if (isUnfinished(item)) watching.current.add(item.id);
      else if (watching.current.delete(item.id)) {
        void invalidate('imports');
        const name = item.file_name ?? formatLabels[item.format];
        if (item.status === 'done')
          toast.success(`Import finished: ${name}`, { description: countsLine(item.report) });
        else toast.error(`Import ${item.status}: ${name}`, { description: item.error?.message });
      }
    }
  }, [items, invalidate]);
}

function ImportSummary({ item }: { item: Import }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-medium">{item.file_name ?? formatLabels[item.format]}</span>
      <span className="text-xs text-muted-foreground">
        {formatLabels[item.format]} · {format(new Date(item.created_at), 'MMM d, yyyy')} ·{' '}
        {statusLabels[item.status]}
        {item.status !== 'queued' && ` · ${countsLine(item.report)}`}
      </span>
    </span>
  );
}

function LatestImport({ item }: { item: Import }) {
  if (isUnfinished(item)) return <ImportProgress item={item} />;
  return (
    <div className="flex flex-col gap-3">
      <ImportSummary item={item} />
      {item.error && (
        <Alert tone="destructive" title={`Import ${statusLabels[item.status].toLowerCase()}`}>
          <p>{item.error.message}</p>
        </Alert>
      )}
      <ImportReport item={item} />
    </div>
  );
}

/** Settings → Import: choose a file, watch it upload and import, read the report, see past imports. */
export function ImportSection() {
  const history = useQuery(importQueries.history());
  const { state, start, cancel } = useImportUpload();
  const input = useRef<HTMLInputElement>(null);
  const items = history.data?.items;
  useFinishedImports(items);
  const [latest, ...earlier] = items ?? [];
  const busy = state.phase === 'uploading' || (latest !== undefined && isUnfinished(latest));

  return (
    <SettingsSection
      id="import"
      title="Import"
      description="Bring in a Day One JSON export (.zip), contacts as vCard (.vcf) or a Memento export (.zip). Memento reads the kind of file from its contents; importing the same file again creates nothing twice."
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={input}
            id="import-file"
            type="file"
            accept={IMPORT_ACCEPT}
            // The button below opens it; the input itself stays out of the tab order and the tree.
            tabIndex={-1}
            aria-hidden
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void start(file);
            }}
          />
          <Button type="button" onClick={() => input.current?.click()} disabled={busy}>
            <Upload aria-hidden />
            Choose a file to import
          </Button>
          <span className="text-sm text-muted-foreground">Zip, JSON or vCard</span>
        </div>

        {state.phase === 'uploading' && (
          <div className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-medium">Uploading {state.fileName}</span>
              <span className="tabular-nums text-muted-foreground">{Math.round(state.fraction * 100)}%</span>
            </div>
            <progress
              aria-label={`Uploading ${state.fileName}`}
              max={1}
              value={state.fraction}
              className="h-2 w-full accent-primary"
            />
            <Button type="button" size="sm" variant="outline" className="self-start" onClick={cancel}>
              Cancel upload
            </Button>
          </div>
        )}
        {state.phase === 'failed' && (
          <Alert tone="destructive" title={`${state.fileName} was not imported`}>
            <p>{state.message}</p>
          </Alert>
        )}

        <QueryState
          query={history}
          loading={<SkeletonBlock className="h-16 w-full" />}
          errorTitle="Could not load your imports"
        >
          {() =>
            latest ? (
              <LatestImport item={latest} />
            ) : (
              <p className="text-sm text-muted-foreground">No imports yet.</p>
            )
          }
        </QueryState>

        {earlier.length > 0 && (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">Earlier imports</h3>
            <ul className="flex flex-col gap-2">
              {earlier.map((item) => (
                <li key={item.id}>
                  <details className="rounded-lg border px-3 py-2">
                    <summary className="cursor-pointer list-none">
                      <ImportSummary item={item} />
                    </summary>
                    <div className="mt-3">
                      <LatestImport item={item} />
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </SettingsSection>
  );
}
