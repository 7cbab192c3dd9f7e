import { type EmotionScores, emotionNames } from '../../../../shared/schemas/ai.ts';
import type { EngineEntry } from '../engine.ts';
import { plainText } from '../plain-text.ts';
import { emptyScores, scoreSentence, toFractions, withContext } from './emotions.ts';
import { readText } from './nlp.ts';
import type { ScoredSentence } from './quotes.ts';
import { writerSpeaksIn } from './reported.ts';

export interface EntryAnalysis {
  entry: EngineEntry;
  /** The entry's text as a reader sees it (Markdown removed): every quote is a substring of it. */
  text: string;
  sentences: ScoredSentence[];
  /** Text emotions of the entry, fractions of 1. */
  emotions: EmotionScores;
}

/**
 * Reads an entry once: its plain text, its sentences with their raw emotion weights, and its
 * emotion fractions. Markdown is removed first, so no quote shows `**`, links or list markers.
 */
export function analyzeEntry(entry: EngineEntry): EntryAnalysis {
  const text = plainText(entry.content.trim() ? entry.content : entry.title);
  // Lazy sentiment: a digest asks for it in two entries of a period (see readText).
  const read = readText(text, true);
  const writer = writerSpeaksIn(read);
  const sentences: ScoredSentence[] = read.map((sentence) => ({
    sentence,
    raw: scoreSentence(sentence, writer),
  }));
  const raw = emptyScores();
  let words = 0;
  for (const s of sentences) {
    for (const e of emotionNames) raw[e] += s.raw[e];
    words += s.sentence.tokens.filter((t) => t.kind === 'word').length;
  }
  return { entry, text, sentences, emotions: toFractions(withContext(raw, read), words) };
}
