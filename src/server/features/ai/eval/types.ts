import type { EmotionName } from '../../../../shared/schemas/ai.ts';

/** A short journal passage and the one emotion a reader would call dominant. */
export type LabelledPassage = [EmotionName, string];
