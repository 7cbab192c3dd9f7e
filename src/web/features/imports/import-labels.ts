import type { ImportFormat, ImportOutcome, ImportStatus } from '../../../shared/schemas/imports.ts';

export const formatLabels: Record<ImportFormat, string> = {
  dayone: 'Day One journal',
  vcard: 'vCard contacts',
  memento: 'Memento export',
};

export const statusLabels: Record<ImportStatus, string> = {
  queued: 'Waiting to start',
  running: 'Importing',
  done: 'Done',
  failed: 'Failed',
  stopped: 'Stopped',
};

export const outcomeLabels: Record<ImportOutcome, string> = {
  created: 'Created',
  updated: 'Updated',
  skipped: 'Skipped',
  failed: 'Failed',
};

/** "3 created · 1 skipped": the counts that are not zero, or "Nothing imported". */
export function countsLine(report: Record<ImportOutcome, number>): string {
  const parts = (['created', 'updated', 'skipped', 'failed'] as const)
    .filter((o) => report[o] > 0)
    .map((o) => `${report[o].toLocaleString('en-US')} ${o}`);
  return parts.length ? parts.join(' · ') : 'Nothing imported';
}
