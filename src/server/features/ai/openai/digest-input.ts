import type { DigestPeriod, EngineEntry } from '../engine.ts';
import { plainText } from '../plain-text.ts';

/** The most text one digest request carries; longer periods send their most recent entries. */
const BUDGET = 24_000;
const PER_ENTRY = 1_200;

/**
 * The user message of a digest request: exactly what leaves the server (README, 'AI and privacy').
 * Private entries never get here: the digest service removes them before any engine sees the list.
 */
export function digestMessage(entries: EngineEntry[], period: DigestPeriod, title: string): string {
  const lines = [
    `Title: ${title}`,
    `Period: ${period.start.toISOString()} to ${period.end.toISOString()} (time zone ${period.timeZone})`,
    `Entries: ${entries.length}`,
  ];
  let used = lines.join('\n').length;
  const newestFirst = [...entries].sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime());
  for (const e of newestFirst) {
    const block = [
      '---',
      `Id: ${e.id}`,
      `Date: ${e.occurredAt.toISOString()}`,
      `Title: ${e.title}`,
      e.tags.length ? `Tags: ${e.tags.map((t) => `${t.name} (${t.type})`).join(', ')}` : '',
      e.connections.length ? `Linked: ${e.connections.map((c) => `${c.name} (${c.type})`).join(', ')}` : '',
      e.starRating ? `Stars: ${e.starRating}/5` : '',
      // Plain text: the model quotes what a reader sees, and quotes are checked against the same text.
      `Text: ${plainText(e.content).slice(0, PER_ENTRY)}`,
    ]
      .filter(Boolean)
      .join('\n');
    if (used + block.length > BUDGET) {
      lines.push(`--- (${entries.length - (lines.length - 3)} older entries left out for length)`);
      break;
    }
    lines.push(block);
    used += block.length;
  }
  return lines.join('\n');
}
