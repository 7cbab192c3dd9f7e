/**
 * Journal lines of every kind the text readers meet: mixed and strong feelings, a plain line,
 * contractions and doubled punctuation, a time, blank lines and an emoji, an abbreviation with
 * dots. Properties that hold for any text are checked on all of them.
 */
export const everydayTexts = [
  'Excited, nervous and a little sad to leave. Grateful to everyone who helped!',
  'Gross. Absolutely disgusting kitchen, and I am furious nobody cleaned it.',
  'A quiet walk.',
  "I'm not happy about it. Sam didn't call!! We laughed all evening, though.",
  'Meeting at 10:30 with Ana.\n\nAwful, awful day 😞. Still, the sunset was lovely?',
  'Went to Lisbon e.g. for work. It was ok.',
];
