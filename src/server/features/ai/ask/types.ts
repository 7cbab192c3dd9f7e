import type { UnderstoodQuestion } from './understand-question.ts';

/** An entry retrieval found for a question, best first. Private entries are never retrieved. */
export interface FoundEntry {
  id: string;
  title: string;
  content: string;
  occurredAt: Date;
  /** Linked to, or names, a person or place the question names. */
  namesMatched: number;
}

export interface AskInput {
  question: string;
  understood: UnderstoodQuestion;
  found: FoundEntry[];
}

/** An answer and the entries it rests on (only ids of found entries), each with the line it quotes. */
export interface AskResult {
  answer: string;
  citations: { id: string; quote: string | null }[];
  offline?: boolean;
}
