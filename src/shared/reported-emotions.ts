import type { EmotionName, EmotionScores } from './schemas/ai.ts';

/**
 * The emotions a digest reports, strongest first: Neutral only when nothing else was felt. One
 * rule for the digest's text and its Emotion Trends chart, so the two always name the same list.
 */
export function reportedEmotions(trends: EmotionScores): [EmotionName, number][] {
  const ranked = (Object.entries(trends) as [EmotionName, number][])
    .filter(([, value]) => value > 0)
    .sort((a, b) => b[1] - a[1]);
  const felt = ranked.filter(([name]) => name !== 'Neutral');
  return felt.length ? felt : ranked;
}
