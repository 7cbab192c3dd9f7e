import { expect, it } from 'vitest';
import { type EmotionName, emotionNames } from '../../shared/schemas/ai.ts';
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

/**
 * The tests every labelled set passes: at least `size` passages, each labelled with one of the
 * nine emotions, at least 30 of each emotion, none repeated under any label, each trimmed and
 * non-empty. Called inside the set's describe.
 */
export function labelledSetTests(set: readonly LabelledPassage[], size: number) {
  it(`holds at least ${size} passages, each labelled with one of the nine emotions`, () => {
    expect(set.length).toBeGreaterThanOrEqual(size);
    expect(set.filter(([emotion]) => !emotionNames.includes(emotion))).toEqual([]);
  });

  it('has at least 30 passages for every emotion', () => {
    const counts = countByEmotion(set);
    for (const emotion of emotionNames) expect(counts.get(emotion) ?? 0, emotion).toBeGreaterThanOrEqual(30);
  });

  it('never repeats a passage, even under another label', () => {
    expect(repeatedPassages(set)).toEqual([]);
  });

  it('keeps every passage trimmed and non-empty', () => {
    expect(set.filter(([, text]) => text.length === 0 || text !== text.trim())).toEqual([]);
  });
}
