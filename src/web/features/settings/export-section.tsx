import { useRef, useState } from 'react';
import type { ExportFormat } from '../../../shared/schemas/export.ts';
import { downloadExport, exportSummary, saveFile } from '../../api/data-export.ts';
import { errorMessage } from '../../api/http.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';
import { SettingsSection } from './settings-section.tsx';

const FORMATS: { value: ExportFormat; label: string; hint: string }[] = [
  {
    value: 'memento',
    label: 'Memento archive',
    hint: 'Everything, with your files: a backup you can import into Memento again.',
  },
  {
    value: 'markdown',
    label: 'Markdown',
    hint: 'One file per entry and per connection, readable in any editor or in Obsidian.',
  },
];

const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: bytes < 10_000_000 ? 1 : 0 })} MB`;

type State =
  | { step: 'idle' }
  | { step: 'downloading'; received: number; estimate: number }
  | { step: 'failed'; message: string };

/** Settings → Export my data: pick a format, watch the download, then the browser saves the zip. */
export function ExportSection() {
  const [format, setFormat] = useState<ExportFormat>('memento');
  const [state, setState] = useState<State>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'downloading', received: 0, estimate: 0 });
    try {
      const summary = await exportSummary();
      setState({ step: 'downloading', received: 0, estimate: summary.estimated_bytes });
      const file = await downloadExport(
        format,
        (received) => setState({ step: 'downloading', received, estimate: summary.estimated_bytes }),
        controller.signal,
      );
      saveFile(file);
      setState({ step: 'idle' });
      toast.success('Export downloaded', { description: file.fileName });
    } catch (error) {
      if (controller.signal.aborted) setState({ step: 'idle' });
      else setState({ step: 'failed', message: errorMessage(error) });
    } finally {
      abort.current = null;
    }
  };

  const busy = state.step === 'downloading';
  return (
    <SettingsSection
      id="export"
      title="Export my data"
      description="A zip of your whole journal, private entries included. It is made as it downloads."
    >
      <div className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2" disabled={busy}>
          <legend className="mb-1 text-sm font-medium">Format</legend>
          {FORMATS.map((f) => (
            <label
              key={f.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name="export-format"
                value={f.value}
                checked={format === f.value}
                onChange={() => setFormat(f.value)}
                className="mt-1 accent-primary"
              />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-medium">{f.label}</span>
                <span className="text-sm text-muted-foreground">{f.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {state.step === 'downloading' && (
          <ExportProgress received={state.received} estimate={state.estimate} />
        )}
        {state.step === 'failed' && (
          <Alert tone="destructive" title="The export did not finish">
            {state.message}
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={start} disabled={busy}>
            {busy ? 'Exporting...' : 'Export my data'}
          </Button>
          {busy && (
            <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
              Cancel
            </Button>
          )}
        </div>
      </div>
    </SettingsSection>
  );
}

function ExportProgress({ received, estimate }: { received: number; estimate: number }) {
  // The size is an estimate: the bar stops short of full until the last byte has come.
  const fraction = estimate > 0 ? Math.min(received / estimate, 0.99) : 0;
  const label = estimate > 0 ? `${megabytes(received)} of about ${megabytes(estimate)}` : 'Preparing...';
  return (
    <div className="flex flex-col gap-1.5">
      <progress aria-label="Export progress" max={1} value={fraction} className="h-2 w-full accent-primary" />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
