import type { ConnectionType } from '../../../shared/schemas/summaries.ts';

/** Node colours by type (canvas needs plain colours, not CSS variables). */
export const typeColour: Record<ConnectionType, string> = {
  person: '#0ea5e9',
  idea: '#f59e0b',
  institution: '#10b981',
};

export const sharedEntriesColour = 'rgba(148, 163, 184, 0.45)';
export const relationColour = '#6366f1';
