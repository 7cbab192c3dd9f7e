/**
 * Words that carry their emotion only as some parts of speech (wink's tags): "I like it" is glad,
 * "looked at me like I was mad" is not; "a flat" is a home, "flat" a mood; "the content" is text,
 * "content" a feeling. Any other part of speech skips the word.
 */
export const onlyAs: Record<string, readonly string[]> = {
  like: ['VERB'],
  down: ['ADJ', 'ADV'],
  flat: ['ADJ'],
  content: ['ADJ', 'VERB'],
  patient: ['ADJ'],
  fine: ['ADJ', 'ADV', 'INTJ'],
  kind: ['ADJ'],
  cool: ['ADJ', 'INTJ'],
  book: ['VERB'],
  booked: ['VERB'],
  low: ['ADJ', 'ADV'],
  // "cross the road", "rank and file": a feeling only as an adjective ("I'm cross", "it smelled rank").
  cross: ['ADJ'],
  rank: ['ADJ'],
};

/**
 * Everyday phrases whose words would each read as a feeling but together only name a thing or a
 * chore ("backed up the photos" is no support, "the test was negative" no worry on its own...).
 * Matched like the lexicon's phrases, so their words score nothing.
 */
export const plainPhrases = `backed up the, back up the, backed up my, back up my, blood pressure, check up,
  meeting notes, team meeting, follow up, next steps, car died, battery died, phone died, laptop died,
  packed away, pack away, packing away, like mad, like crazy`;
