import type { EmotionScores } from '../../../shared/schemas/ai.ts';
import type { DigestClaim } from '../../../shared/schemas/digests.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AskInput, AskResult } from './ask/types.ts';
import type { StoredAnalysis } from './local/digest-analysis.ts';

export type { EmotionScores };

/** What an engine may read of an entry. Private entries are filtered out before this shape exists. */
export interface EngineEntry {
  id: string;
  title: string;
  content: string;
  occurredAt: Date;
  starRating: number | null;
  tags: { name: string; type: 'theme' | 'topic' | 'emotion' }[];
  connections: { name: string; type: 'person' | 'idea' | 'institution' }[];
  /** The label of the entry's location, when it has one. */
  place?: string | null;
}

export interface DigestPeriod {
  start: Date;
  end: Date;
  /** IANA zone that names the days of the period. */
  timeZone: string;
}

export interface DigestResult {
  /** The claims' texts as paragraphs, in order. */
  content: string;
  /** Every claim with the ids of the entries it rests on (only ids of entries the engine was given). */
  claims: DigestClaim[];
  emotion_trends: EmotionScores;
  quote_highlights: string[];
  /** True when the local engine made it because the configured service failed. */
  offline?: boolean;
}

export interface DigestOptions {
  /** False when the user has turned AI off: only dates, tags, links and ratings are used, never the text. */
  textAnalysis: boolean;
  /**
   * The local engine's kept analyses of some of the entries (by entry id, only fresh ones): it
   * reads the other entries' text itself. Another engine ignores them.
   */
  analyses?: ReadonlyMap<string, StoredAnalysis>;
}

/** Per call: the request's id and logger, so a failure is logged (and forwarded) with that id. */
export interface EngineCall {
  requestId: string;
  log: Logger;
  /**
   * Present when the caller shows a digest's or an answer's text as it is written: an engine that
   * streams calls it with the readable text so far (growing, and replaced when a retry starts over).
   * The result the call returns is still the whole, validated one.
   */
  onText?: (textSoFar: string) => void;
}

export interface Transcription {
  audio: Blob;
  fileName: string;
}

/** The AI engine: local (offline, deterministic) or an OpenAI-compatible endpoint. */
export interface AiEngine {
  readonly name: 'local' | 'openai';
  analyzeEmotions(text: string, call: EngineCall): Promise<EmotionScores>;
  /** One sentence naming who, where and the gist of an entry long enough to summarise (see isShortEntry), at most 300 characters. */
  summarizeEntry(entry: EngineEntry, call: EngineCall): Promise<{ summary: string; offline?: boolean }>;
  digest(
    entries: EngineEntry[],
    period: DigestPeriod,
    title: string,
    options: DigestOptions,
    call: EngineCall,
  ): Promise<DigestResult>;
  /** Answers a question from the entries retrieval found for it (never private ones), citing them. */
  answer(input: AskInput, call: EngineCall): Promise<AskResult>;
  /** Present only when the engine can turn speech into text. */
  transcribe?(input: Transcription, call: EngineCall): Promise<string>;
}

export const SUMMARY_MAX = 300;

/** Entries under this many words read faster than any summary of them. */
export const SUMMARY_MIN_WORDS = 80;

/** What an entry too short to summarise gets as its summary, instead of its own words again. */
export const SHORT_ENTRY_SUMMARY = 'This entry is short enough to read as it is.';

/** Whether a text (plain or Markdown) is too short to be worth summarising. */
export const isShortEntry = (text: string) =>
  (text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).length < SUMMARY_MIN_WORDS;
