import type { EmotionScores } from '../../../../shared/schemas/ai.ts';
import type { EngineEntry } from '../engine.ts';
import { analyzeEntry, type EntryAnalysis } from './entry-analysis.ts';
import { intensity, quotedLines } from './quotes.ts';
import { textTerms } from './threads.ts';

/**
 * Bump when what `storedAnalysis` writes for the same entry changes (the lexicon, its weights, the
 * context prior, wink's model, the terms or quote rules): stored analyses of another version are
 * read as missing and made again. `digest-golden.test.ts` pins the analysis of fixed texts to this
 * number, so a change that forgets the bump fails there.
 */
export const ANALYSIS_VERSION = 1;

/**
 * What a digest reads of an entry's text for every entry of the period, small enough to keep
 * (table entry_analyses) so that a year's digest does not parse 3,650 texts again. Plain JSON:
 * arrays where order matters, as a jsonb object does not keep its keys' order.
 */
export interface StoredAnalysis {
  /** The text's emotions, fractions of 1. */
  emotions: EmotionScores;
  /** Quoted speech in the plain text, in order (quotes.ts `quotedLines`). */
  quoted: string[];
  /** Thread keys of the text in first-seen order: [key, label] for a name, [lemma] for a noun. */
  terms: ([string] | [string, string])[];
  /** Sentences charged enough to quote, in order, with their intensity (quotes.ts `intensity`). */
  charged: [string, number][];
}

/** Stands in for the text when it may not be read (AI off): a digest then uses none of it. */
export const UNREAD: StoredAnalysis = { emotions: {}, quoted: [], terms: [], charged: [] };

/** An entry as a digest reads it: what is kept of its text, and its whole reading when asked. */
export interface DigestEntry {
  entry: EngineEntry;
  stored: StoredAnalysis;
  /**
   * The entry's full reading (sentences, tokens, sentiment). A digest asks for it for a handful of
   * entries (its moments and each thread's first and latest entry), so it is made on demand.
   */
  full(): EntryAnalysis;
}

/** The part of an entry's reading that is kept. */
export function storedAnalysis(a: EntryAnalysis): StoredAnalysis {
  return {
    emotions: a.emotions,
    quoted: quotedLines(a.text),
    terms: textTerms(a.sentences),
    charged: a.sentences
      .map((s): [string, number] => [s.sentence.text, intensity(s)])
      .filter(([, score]) => score > 0),
  };
}

/**
 * The period's entries for a digest: kept analyses where the caller has them, the others read now.
 * Without text analysis nothing is read (the digest then uses dates, tags, links and ratings only).
 */
export function digestEntries(
  entries: EngineEntry[],
  textAnalysis: boolean,
  kept: ReadonlyMap<string, StoredAnalysis> = new Map(),
): DigestEntry[] {
  return entries.map((entry) => {
    const stored = textAnalysis ? kept.get(entry.id) : UNREAD;
    if (stored) {
      let analysis: EntryAnalysis | undefined;
      return { entry, stored, full: () => (analysis ??= analyzeEntry(entry)) };
    }
    const analysis = analyzeEntry(entry);
    return { entry, stored: storedAnalysis(analysis), full: () => analysis };
  });
}

/**
 * The analysis of an entry to be kept. It reads the entry's title and text only (not its date,
 * tags or links), so the background warm-up, which lists entries without their links, makes the
 * same analysis a digest does.
 */
export const analysisToKeep = (entry: EngineEntry): StoredAnalysis => storedAnalysis(analyzeEntry(entry));

/** Analyses of the entries the caller has none for, to be kept. */
export function missingAnalyses(
  entries: EngineEntry[],
  kept: ReadonlyMap<string, StoredAnalysis>,
): Map<string, StoredAnalysis> {
  return new Map(entries.filter((e) => !kept.has(e.id)).map((e) => [e.id, analysisToKeep(e)]));
}
