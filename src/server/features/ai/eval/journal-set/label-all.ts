import type { EmotionName } from '../../../../../shared/schemas/ai.ts';
import type { LabelledPassage } from '../types.ts';

/**
 * Labels every text of one file with that file's emotion, so a file can never mix labels by
 * accident and each passage stays a plain `LabelledPassage`.
 */
export function labelAll(emotion: EmotionName, texts: readonly string[]): LabelledPassage[] {
  return texts.map((text): LabelledPassage => [emotion, text]);
}
