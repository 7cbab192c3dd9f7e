import { localAnswer } from '../ask/local-answer.ts';
import type { AiEngine, DigestOptions, DigestPeriod, DigestResult, EngineEntry } from '../engine.ts';
import { digestEntries } from './digest-analysis.ts';
import { gatherFacts } from './digest-facts.ts';
import { spanOf } from './digest-story.ts';
import { threadsPerSpan, writeClaims } from './digest-text.ts';
import { analyzeEmotions } from './emotions.ts';
import { pickQuotes } from './quotes.ts';
import { summarizeEntryText } from './summarize.ts';
import { findThreads } from './threads.ts';

/** The digest the local engine makes; also the stand-in when a configured service fails. */
export function localDigest(
  entries: EngineEntry[],
  period: DigestPeriod,
  options: DigestOptions,
): DigestResult {
  const analyses = digestEntries(entries, options.textAnalysis, options.analyses);
  const facts = gatherFacts(analyses, period, options.textAnalysis);
  // With AI off the entries' text is never read, so no lines are quoted from it.
  const quote_highlights = options.textAnalysis
    ? pickQuotes(
        analyses.flatMap((a) => a.stored.quoted),
        analyses.flatMap((a) => a.stored.charged),
      )
    : [];
  const threads = findThreads(analyses, threadsPerSpan[spanOf(period)], options.textAnalysis);
  const claims = writeClaims(facts, threads, period);
  return {
    content: claims.map((c) => c.text).join('\n\n'),
    claims,
    emotion_trends: facts.trends,
    quote_highlights,
  };
}

/** Offline and deterministic: lexicon emotions, one-sentence summaries from key phrases and names, digests assembled from the period. */
export function createLocalEngine(): AiEngine {
  return {
    name: 'local',
    analyzeEmotions: async (text) => analyzeEmotions(text),
    summarizeEntry: async (entry) => ({ summary: summarizeEntryText(entry) }),
    digest: async (entries, period, _title, options) => localDigest(entries, period, options),
    answer: async (input) => localAnswer(input),
  };
}
