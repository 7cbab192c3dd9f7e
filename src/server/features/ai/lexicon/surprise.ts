import type { LexiconSource } from './types.ts';

/** Surprise: astonishment, the unexpected, sudden change and discovery. Written by the Memento team. */
export const surprise: LexiconSource = {
  strong: `astonished astonishing astonishment astounded astounding stunned flabbergasted shocked shocking shock
    dumbfounded speechless gobsmacked unbelievable mindblowing jawdropping thunderstruck staggered
    staggering`,
  clear: `surprised surprise surprises surprising surprisingly amazed amazement unexpected unexpectedly sudden
    suddenly startled startling wow whoa woah omg bewildered baffled baffling puzzled puzzling unforeseen
    twist revelation discover discovered discovery epiphany realization realisation strange strangely
    weird weirdly odd oddly unusual unusually peculiar bizarre mysterious mystery coincidence
    serendipity serendipitous accidentally abruptly unannounced unplanned impromptu spontaneous
    spontaneously stumbled unpredictable astonish amaze amazes gasp gasped jolt jolted disbelief
    incredulous blindsided confounded perplexed mystified realize realized realised
    noticed whoah huh`,
  mild: `curious curiosity new novel notice found learned learnt fascinating intriguing intrigued different
    change changed interesting rare random apparently actually turns`,
  phrases: `jaw on the floor:3, jaw dropped:3, out of nowhere:2, no idea he:2, no idea she:2, out of nowhere:2, out of the blue:3, did not expect:3, never expected:3,
    caught off guard:3, taken aback:3, can not believe:2, could not believe:3, jaw dropped:3,
    my jaw dropped:3, who knew:2, to my surprise:3, turns out:1, turned out:1, all of a sudden:2,
    blew my mind:3, mind blown:3, mind was blown:3, no idea:1, had no idea:2, never thought:2,
    never imagined:2, of all people:2, what a surprise:3, without warning:2, came out of nowhere:3,
    threw me:2, took me by surprise:3, surprise party:3, first time ever:2, for the first time:1,
    just like that:1, little did i know:3, to everyone's surprise:3, plot twist:3`,
};
