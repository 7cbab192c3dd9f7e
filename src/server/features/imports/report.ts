import {
  IMPORT_DEFAULTS,
  type ImportOutcome,
  type ImportReport,
  type ImportReportItem,
} from '../../../shared/schemas/imports.ts';

export const emptyReport = (): ImportReport => ({ created: 0, updated: 0, skipped: 0, failed: 0, items: [] });

/** A line of the report as a format writes it. */
export type ReportLine = Omit<ImportReportItem, 'outcome' | 'record_id' | 'reason'> & {
  recordId?: string | null;
  reason?: string | null;
};

const LABEL_MAX = 120;
const REASON_MAX = 300;
/** Cut to `max` characters with an ellipsis, never between the two halves of a surrogate pair. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 2)) ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

/**
 * The report is jsonb, which refuses U+0000 and half a surrogate pair: a label or reason quoting
 * what a file holds (an entry titled with a NUL) loses them rather than failing the whole batch.
 */
const storable = (text: string) =>
  text
    .replaceAll('\0', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * Collects the outcomes of one batch; the pipeline folds them into the stored report in the same
 * transaction as the batch, so a rolled-back batch leaves no line behind.
 */
export class ReportWriter {
  readonly lines: ImportReportItem[] = [];

  add(outcome: ImportOutcome, line: ReportLine): void {
    this.lines.push({
      outcome,
      kind: line.kind,
      label: clip(storable(line.label).trim() || '(untitled)', LABEL_MAX),
      record_id: line.recordId ?? null,
      reason: line.reason ? clip(storable(line.reason), REASON_MAX) : null,
    });
  }

  created = (line: ReportLine) => this.add('created', line);
  updated = (line: ReportLine) => this.add('updated', line);
  skipped = (line: ReportLine) => this.add('skipped', line);
  failed = (line: ReportLine) => this.add('failed', line);
}

/** The report with a batch's lines added: every line counts, at most N are listed per outcome. */
export function foldReport(report: ImportReport, lines: readonly ImportReportItem[]): ImportReport {
  const next = { ...report, items: [...report.items] };
  const listed = new Map<ImportOutcome, number>();
  for (const item of next.items) listed.set(item.outcome, (listed.get(item.outcome) ?? 0) + 1);
  for (const line of lines) {
    next[line.outcome] += 1;
    const count = listed.get(line.outcome) ?? 0;
    if (count < IMPORT_DEFAULTS.reportItemsPerOutcome) {
      next.items.push(line);
      listed.set(line.outcome, count + 1);
    }
  }
  return next;
}
