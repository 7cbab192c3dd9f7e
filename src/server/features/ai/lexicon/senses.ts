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
};
