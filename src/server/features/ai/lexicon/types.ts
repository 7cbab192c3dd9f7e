/**
 * One emotion's share of the lexicon, written as plain word lists so a reviewer can read it.
 * Weights: strong 3, clear 2, mild 1. Phrases are 'words:weight' separated by commas and are
 * matched on normalised tokens, so contractions are written out ("could not believe").
 */
export interface LexiconSource {
  strong: string;
  clear: string;
  mild: string;
  phrases: string;
}
