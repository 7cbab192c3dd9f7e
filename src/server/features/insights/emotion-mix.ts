import type { EmotionName, EmotionScores } from '../../../shared/schemas/ai.ts';
import type { PersonMix } from '../../../shared/schemas/insights.ts';
import { emotionNames } from '../../../shared/schemas/tags.ts';
import type { EmotionWeight } from './emotion-weight-queries.ts';

/** Weights → shares of 1, rounded to three decimals; emotions with no weight are left out. */
export function sharesOf(weights: EmotionWeight[]): EmotionScores {
  const total = weights.reduce((sum, { w }) => sum + w, 0);
  if (total <= 0) return {};
  const sums: EmotionScores = {};
  for (const { emotion, w } of weights) sums[emotion] = (sums[emotion] ?? 0) + w;
  const shares: EmotionScores = {};
  for (const [emotion, w] of Object.entries(sums) as [EmotionName, number][])
    shares[emotion] = Math.round((w / total) * 1000) / 1000;
  return shares;
}

/** A person's share must be at least this far above the overall one to be called out… */
const STANDOUT_RATIO = 1.25;
/** …and a real part of their entries, so one joyful entry in twenty is not "3× more often joyful". */
const STANDOUT_SHARE = 0.2;

/**
 * The emotion of a person's mix most above the overall mix. Computed from unrounded weights so
 * the ratio in the test can be worked out by hand from entry counts.
 */
export function standoutOf(person: EmotionWeight[], overall: EmotionWeight[]): PersonMix['standout'] {
  const share = (weights: EmotionWeight[], e: EmotionName) => {
    const total = weights.reduce((sum, { w }) => sum + w, 0);
    return total > 0 ? weights.filter((x) => x.emotion === e).reduce((s, x) => s + x.w, 0) / total : 0;
  };
  let best: PersonMix['standout'] = null;
  for (const emotion of emotionNames) {
    if (emotion === 'Neutral') continue;
    const mine = share(person, emotion);
    const average = share(overall, emotion);
    if (mine < STANDOUT_SHARE || average <= 0) continue;
    const ratio = mine / average;
    if (ratio >= STANDOUT_RATIO && (!best || ratio > best.ratio))
      best = { emotion, ratio: Math.round(ratio * 10) / 10 };
  }
  return best;
}
