import type { EmotionName } from '../../shared/schemas/ai.ts';
import type { LabelledPassage } from '../features/ai/eval/types.ts';

/** Checks the labelled evaluation and tuning sets share (features/ai/eval). */

/** Case and spacing do not make two passages different. */
export const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

export function countByEmotion(passages: readonly LabelledPassage[]): Map<EmotionName, number> {
  const counts = new Map<EmotionName, number>();
  for (const [emotion] of passages) counts.set(emotion, (counts.get(emotion) ?? 0) + 1);
  return counts;
}

/** The passages whose text, normalised, an earlier passage of the set already has (under any label). */
export function repeatedPassages(passages: readonly LabelledPassage[]): LabelledPassage[] {
  const seen = new Set<string>();
  return passages.filter(([, text]) => {
    const key = normalise(text);
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}
