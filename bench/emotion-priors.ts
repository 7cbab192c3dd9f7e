// Writes src/server/features/ai/lexicon/context-counts.ts, the word counts behind the local
// engine's context prior (local/context-prior.ts), from the tune passages only: the journal set's
// tune split and the tune set. Test passages and the team set never go into it (see
// src/server/features/ai/eval/README.md). Run after changing a tune passage:
//   npx tsx bench/emotion-priors.ts
// It prints nothing from the passages, only how many words the table holds.

import { writeFileSync } from 'node:fs';
import { journalSetTune } from '../src/server/features/ai/eval/journal-set/index.ts';
import { tuneSet } from '../src/server/features/ai/eval/tune-set/index.ts';
import { countContext } from '../src/server/features/ai/local/context-prior.ts';
import { emotionNames } from '../src/shared/schemas/ai.ts';

const contextCountsPath = new URL('../src/server/features/ai/lexicon/context-counts.ts', import.meta.url);

/** The file's text, laid out as the formatter would, so a run leaves no formatting change. */
function contextCountsSource(): string {
  const { passages, counts } = countContext([...journalSetTune, ...tuneSet]);
  const perEmotion = Object.entries(passages)
    .map(([emotion, n]) => `  ${emotion}: ${n},\n`)
    .join('');
  return `import type { EmotionName } from '../../../../shared/schemas/ai.ts';

// Written by bench/emotion-priors.ts from the tune passages only (the journal set's tune split and
// eval/tune-set/); do not edit by hand, run the script again. Read by local/context-prior.ts.

/** How many tune passages each emotion has. */
export const contextPassages: Record<EmotionName, number> = {
${perEmotion}};

/** "word n1 … n9": how many tune passages of each emotion (${emotionNames.join(', ')}) hold the word. */
export const contextCounts = \`${counts}\`;
`;
}

const source = contextCountsSource();
writeFileSync(contextCountsPath, source);
console.info(`context-counts.ts: ${source.split('\n').length} lines`);
