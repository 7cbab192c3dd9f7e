import { createRequire } from 'node:module';

/** A sentence someone wrote in a public review, labelled 1 (positive) or 0 (negative). */
export interface PolaritySentence {
  source: 'amazon' | 'imdb' | 'yelp';
  text: string;
  positive: boolean;
}

const sources = ['amazon', 'imdb', 'yelp'] as const;

/**
 * The UCI "Sentiment Labelled Sentences" set (Kotzias et al., KDD 2015; CC BY 4.0), 1,000 review
 * sentences from each of Amazon, IMDb and Yelp, as shipped in the `sentiment` package's test
 * fixtures. Split by position: even rows tune, odd rows are held out and only ever reported.
 */
export function publicSentimentSet(): { tune: PolaritySentence[]; test: PolaritySentence[] } {
  const require = createRequire(import.meta.url);
  const tune: PolaritySentence[] = [];
  const test: PolaritySentence[] = [];
  for (const source of sources) {
    const rows = require(`sentiment/test/fixtures/${source}.json`) as { text: string; class: 0 | 1 }[];
    rows.forEach((row, i) => {
      (i % 2 === 0 ? tune : test).push({ source, text: row.text.trim(), positive: row.class === 1 });
    });
  }
  return { tune, test };
}
