import { emotionNames } from '../../../shared/schemas/tags.ts';

export type EmotionName = (typeof emotionNames)[number];
export type EmotionShares = Partial<Record<EmotionName, number>>;
export { emotionNames };

/** Fill colours of the chart, the same hues as the emotion tag chips (entry-display.ts). */
export const emotionFill: Record<EmotionName, string> = {
  Joy: 'var(--color-amber-400)',
  Sadness: 'var(--color-sky-500)',
  Anger: 'var(--color-red-500)',
  Fear: 'var(--color-violet-500)',
  Surprise: 'var(--color-pink-400)',
  Trust: 'var(--color-emerald-500)',
  Anticipation: 'var(--color-orange-500)',
  Disgust: 'var(--color-lime-600)',
  Neutral: 'var(--color-stone-400)',
};

/** "Entries with Rosa are 2× more often joyful": the word for each emotion in that sentence. */
export const emotionAdjective: Record<EmotionName, string> = {
  Joy: 'joyful',
  Sadness: 'sad',
  Anger: 'angry',
  Fear: 'fearful',
  Surprise: 'surprised',
  Trust: 'trusting',
  Anticipation: 'expectant',
  Disgust: 'disgusted',
  Neutral: 'neutral',
};

/** The emotions present in any of the mixes, in the usual order. */
export const emotionsIn = (...mixes: EmotionShares[]): EmotionName[] =>
  emotionNames.filter((e) => mixes.some((m) => (m[e] ?? 0) > 0));

export const percent = (share: number | undefined) => `${Math.round((share ?? 0) * 100)}%`;
