import type { LabelledPassage } from '../types.ts';
import { angerTunePassages } from './anger.ts';
import { anticipationTunePassages } from './anticipation.ts';
import { disgustTunePassages } from './disgust.ts';
import { fearTunePassages } from './fear.ts';
import { joyTunePassages } from './joy.ts';
import { neutralTunePassages } from './neutral.ts';
import { sadnessTunePassages } from './sadness.ts';
import { surpriseTunePassages } from './surprise.ts';
import { trustTunePassages } from './trust.ts';

/**
 * The tune set: passages written only for tuning the local engine (see ../README.md). It is never
 * a test set: every passage here may be read, run and scored while changing the lexicon or rules.
 */
export const tuneSet: readonly LabelledPassage[] = [
  ...joyTunePassages,
  ...sadnessTunePassages,
  ...angerTunePassages,
  ...fearTunePassages,
  ...surpriseTunePassages,
  ...trustTunePassages,
  ...anticipationTunePassages,
  ...disgustTunePassages,
  ...neutralTunePassages,
];
