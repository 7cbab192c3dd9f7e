import type { Tx } from '../../db/client.ts';
import { analyzeEmotions, dominant } from '../ai/local/emotions.ts';
import type { EmotionRange } from './queries.ts';
import { entriesToRead, type ReadingCandidate, saveReadings } from './queries.ts';

/**
 * Entries read per request. The local engine takes about a millisecond an entry, so a journal
 * imported in one go is read over several requests (the page shows how many are left and asks
 * again) rather than holding one request for a minute.
 */
export const READINGS_PER_REQUEST = 400;

/**
 * The dominant emotion of an entry's title and text, by the local engine. Null when the entry has no
 * text: a title alone ("Tuesday") would read as Neutral, which says nothing about the day.
 */
export function readEntry({ title, content }: Pick<ReadingCandidate, 'title' | 'content'>) {
  return content.trim() ? dominant(analyzeEmotions(`${title}.\n${content}`)) : null;
}

/**
 * Reads the untagged entries of the range that have no fresh reading (new, or edited since),
 * newest first, up to READINGS_PER_REQUEST. The local engine always: the text of every entry,
 * private ones included, stays on this server.
 */
export async function refreshReadings(tx: Tx, range: EmotionRange): Promise<void> {
  const batch = await entriesToRead(tx, range, READINGS_PER_REQUEST);
  await saveReadings(
    tx,
    range.userId,
    batch.map((entry) => ({ entryId: entry.id, emotion: readEntry(entry), entryUpdatedAt: entry.updatedAt })),
  );
}
