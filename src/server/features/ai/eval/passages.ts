import { passagesA } from './passages-a.ts';
import { passagesB } from './passages-b.ts';
import type { LabelledPassage } from './types.ts';

export type { LabelledPassage };

/** The team's evaluation set: short journal passages, each labelled with its dominant emotion. */
export const evaluationPassages: LabelledPassage[] = [...passagesA, ...passagesB];
