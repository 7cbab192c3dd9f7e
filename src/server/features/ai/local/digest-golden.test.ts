import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emotionNames } from '../../../../shared/schemas/ai.ts';
import type { DigestPeriod, EngineEntry } from '../engine.ts';
import { evaluationPassages } from '../eval/passages.ts';
import { ANALYSIS_VERSION, storedAnalysis } from './digest-analysis.ts';
import { analyzeEntry } from './entry-analysis.ts';
import { localDigest } from './local-engine.ts';
import { summarizeEntryText } from './summarize.ts';

// Everything a digest says (text, cited ids, emotion trends, quotes) for a varied journal, kept as
// a snapshot: a change made for speed must leave it as it is. A change meant to alter what digests
// say (the lexicon, the scoring rules) updates it on purpose with `vitest -u`.

const END = Date.UTC(2026, 10, 22);
const people = ['Maya', 'Sam', 'Ana', 'Leo'];
const themes = ['work', 'family', 'health', 'garden'];

function journal(count: number, days: number): EngineEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const pick = (k: number) => evaluationPassages[(i * 7 + k * 13) % evaluationPassages.length]?.[1] ?? '';
    // Some entries as the editor saves Markdown, some in several paragraphs, all texts distinct.
    const content =
      i % 5 === 0
        ? `**${pick(0)}**\n\n- ${pick(1)}\n- I talked with ${people[i % 4]} on day ${i}.`
        : i % 3 === 0
          ? `${pick(0)}\n\n${pick(1)} I talked with ${people[i % 4]} on day ${i}. ${pick(2)}`
          : `${pick(0)} ${pick(1)} I talked with ${people[i % 4]} about it on day ${i}. ${pick(2)}`;
    return {
      id: `entry-${i}`,
      title: `Entry ${i}`,
      content,
      occurredAt: new Date(END - (i / count) * days * 86_400_000),
      starRating: i % 6 === 5 ? null : (i % 5) + 1,
      tags: [
        { name: themes[i % 4] as string, type: 'theme' as const },
        { name: emotionNames[i % 9] as string, type: 'emotion' as const },
      ],
      connections: [{ name: people[i % 4] as string, type: 'person' as const }],
    };
  });
}

const period = (days: number): DigestPeriod => ({
  start: new Date(END - days * 86_400_000),
  end: new Date(END),
  timeZone: 'UTC',
});

// Reading a quarter's text takes a fraction of a second alone, far longer on a busy test machine.
describe('local digest, golden', { timeout: 30_000 }, () => {
  it('says the same of a week', () => {
    expect(localDigest(journal(20, 7), period(7), { textAnalysis: true })).toMatchSnapshot();
  });

  it('says the same of a quarter, with and without reading the text', () => {
    const quarter = journal(160, 90);
    expect(localDigest(quarter, period(90), { textAnalysis: true })).toMatchSnapshot();
    expect(localDigest(quarter, period(90), { textAnalysis: false })).toMatchSnapshot();
  });

  it('says the same from kept analyses (through JSON, as the database keeps them) as from the text', () => {
    const quarter = journal(160, 90);
    const kept = (every: number) =>
      new Map(
        quarter
          .filter((_, i) => i % every === 0)
          .map((e) => [e.id, JSON.parse(JSON.stringify(storedAnalysis(analyzeEntry(e))))]),
      );
    const cold = localDigest(quarter, period(90), { textAnalysis: true });
    expect(localDigest(quarter, period(90), { textAnalysis: true, analyses: kept(1) })).toEqual(cold);
    expect(localDigest(quarter, period(90), { textAnalysis: true, analyses: kept(3) })).toEqual(cold);
  });

  // Kept analyses of another version are made again. If this fails, what an entry's analysis holds
  // changed: bump ANALYSIS_VERSION in digest-analysis.ts and update the snapshot.
  it('pins the kept analysis to its version', () => {
    const analyses = journal(60, 30).map((e) => storedAnalysis(analyzeEntry(e)));
    const hash = createHash('sha256').update(JSON.stringify(analyses)).digest('hex').slice(0, 16);
    expect({ version: ANALYSIS_VERSION, hash }).toMatchSnapshot();
  });

  it('summarises entries the same', () => {
    expect(journal(30, 30).map((e) => summarizeEntryText(e))).toMatchSnapshot();
  });
});
