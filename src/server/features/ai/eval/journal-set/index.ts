import type { EmotionName } from '../../../../../shared/schemas/ai.ts';
import type { LabelledPassage } from '../types.ts';
import { angerPassages } from './anger.ts';
import { anticipationPassages } from './anticipation.ts';
import { disgustPassages } from './disgust.ts';
import { fearPassages } from './fear.ts';
import { joyPassages } from './joy.ts';
import { neutralPassages } from './neutral.ts';
import { sadnessPassages } from './sadness.ts';
import { surprisePassages } from './surprise.ts';
import { trustPassages } from './trust.ts';

/**
 * The journal set: passages written in the voice of private journal entries by an engineer who
 * never saw the lexicon (see ../README.md). Every passage, in file order.
 */
export const journalSet: readonly LabelledPassage[] = [
  ...joyPassages,
  ...sadnessPassages,
  ...angerPassages,
  ...fearPassages,
  ...surprisePassages,
  ...trustPassages,
  ...anticipationPassages,
  ...disgustPassages,
  ...neutralPassages,
];

/**
 * The split rule, fixed so it can never drift: counting each emotion's passages from 0 in file
 * order, every third one (positions 2, 5, 8, …) goes to tune, the rest to test. New passages are
 * appended at the end of their file, so existing passages never change side.
 */
export function isTunePosition(positionWithinEmotion: number): boolean {
  return positionWithinEmotion % 3 === 2;
}

function split(passages: readonly LabelledPassage[]): { tune: LabelledPassage[]; test: LabelledPassage[] } {
  const seen = new Map<EmotionName, number>();
  const tune: LabelledPassage[] = [];
  const test: LabelledPassage[] = [];
  for (const passage of passages) {
    const position = seen.get(passage[0]) ?? 0;
    seen.set(passage[0], position + 1);
    (isTunePosition(position) ? tune : test).push(passage);
  }
  return { tune, test };
}

const { tune, test } = split(journalSet);

/** About a third: the only part of this set that may be looked at when choosing weights or words. */
export const journalSetTune: readonly LabelledPassage[] = tune;

/** About two thirds: only ever scored and reported, never used to choose weights or words. */
export const journalSetTest: readonly LabelledPassage[] = test;
