// The synthetic journal the AI timings read: shared by bench/ai.ts and bench/digest-profile.ts so
// the profile and the golden output are of exactly the entries the benchmark times.

import type { DigestPeriod, EngineEntry } from '../src/server/features/ai/engine.ts';
import { evaluationPassages } from '../src/server/features/ai/eval/passages.ts';
import { emotionNames } from '../src/shared/schemas/ai.ts';

const END = Date.UTC(2026, 10, 22);

/**
 * A deterministic journal: sentences drawn from the evaluation passages, names, tags and ratings.
 * Its texts repeat (a year has 44 distinct ones); `distinct` numbers each entry's day in its text,
 * so every text differs, as in a real journal (no saving from identical texts can flatter a figure).
 */
export function journal(count: number, days: number, distinct = false): EngineEntry[] {
  const people = ['Maya', 'Sam', 'Ana', 'Leo'];
  const themes = ['work', 'family', 'health', 'garden'];
  return Array.from({ length: count }, (_, i) => {
    const pick = (k: number) => evaluationPassages[(i * 7 + k * 13) % evaluationPassages.length]?.[1] ?? '';
    return {
      id: `entry-${i}`,
      title: `Entry ${i}`,
      content: `${pick(0)} ${pick(1)} I talked with ${people[i % 4]} about it${distinct ? ` on day ${i + 1}` : ''}. ${pick(2)}`,
      occurredAt: new Date(END - (i / count) * days * 86_400_000),
      starRating: (i % 5) + 1,
      tags: [
        { name: themes[i % 4] as string, type: 'theme' as const },
        { name: emotionNames[i % 9] as string, type: 'emotion' as const },
      ],
      connections: [{ name: people[i % 4] as string, type: 'person' as const }],
    };
  });
}

/** The last `days` days up to the journal's end, in UTC. */
export const period = (days: number): DigestPeriod => ({
  start: new Date(END - days * 86_400_000),
  end: new Date(END),
  timeZone: 'UTC',
});
