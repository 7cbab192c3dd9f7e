import type { LexiconSource } from './types.ts';

/** Surprise: astonishment, the unexpected, sudden change and discovery. Written by the Memento team. */
export const surprise: LexiconSource = {
  strong: `astonished astonishing astonishment astounded astounding stunned flabbergasted shocked shocking shock
    dumbfounded speechless gobsmacked unbelievable mindblowing jawdropping thunderstruck staggered
    staggering
    floored agog omfg bombshell gobsmacking jaw-dropping mind-blowing`,
  clear: `shocker
    surprised surprise surprises surprising surprisingly amazed amazement unexpected unexpectedly sudden
    suddenly startled startling wow whoa woah omg bewildered baffled baffling puzzled puzzling unforeseen
    twist revelation discover discovered discovery epiphany realization realisation strange strangely
    weird weirdly odd oddly unusual unusually peculiar bizarre mysterious mystery coincidence
    serendipity serendipitous accidentally abruptly unannounced unplanned impromptu spontaneous
    spontaneously stumbled unpredictable astonish amaze amazes gasp gasped jolt jolted disbelief
    incredulous blindsided confounded perplexed mystified realize realized realised
    noticed whoah huh
    bemused nonplussed befuddled stumped blimey crikey gosh golly jeez geez wowza unreal surreal
    uncanny fluke curiously remarkably remarkable extraordinary astonishingly amazingly shockingly
    abrupt unheard-of unexpectedness unforeseeable inexplicable inexplicably baffles puzzles dazed
    disbelieving bamboozled wide-eyed
    confused confusing agape openmouthed open-mouthed bumped
    awe awestruck awed wierd weirdest strangest
    gape gaped gaping`,
  mild: `curious curiosity novel notice found learned learnt fascinating intriguing intrigued different
 change changed interesting rare random apparently actually `,
  phrases: `did not see that one coming:3, never saw that one coming:3, turn up for the books:3, turn-up for the books:3,
    jaw on the floor:3, jaw dropped:3, out of nowhere:2, no idea he:2, no idea she:2, out of nowhere:2, out of the blue:3, did not expect:3, never expected:3,
    caught off guard:3, taken aback:3, can not believe:2, could not believe:3, jaw dropped:3,
    my jaw dropped:3, who knew:2, to my surprise:3, turns out:1, turned out:1, all of a sudden:2,
    blew my mind:3, mind blown:3, mind was blown:3, no idea:1, had no idea:2, never thought:2,
    never imagined:2, of all people:2, what a surprise:3, without warning:2, came out of nowhere:3,
    threw me:2, took me by surprise:3, surprise party:3, first time ever:2, for the first time:1,
    just like that:1, little did i know:3, to everyone's surprise:3, plot twist:3,
    did not see that coming:3, did not see it coming:3, never saw it coming:3,
    never saw that coming:3, bolt from the blue:3, came as a surprise:3, came as a shock:3,
    caught me off guard:3, took me aback:3, knocked me sideways:3, knocked for six:3, blown away:3,
    blew me away:3, lost for words:3, at a loss for words:3, did a double take:3, double take:2,
    could not believe my eyes:3, could not believe my ears:3, of all things:2, would you believe:2,
    believe it or not:2, never would have guessed:3, would never have guessed:3, never guessed:2,
    who would have thought:3, who would have guessed:3, it turns out:1,
    did not know what to make of:2, what to make of it:2, not what i expected:2,
    not what i was expecting:2, more than i expected:2, better than expected:2,
    better than i expected:2, had no clue:2, wait what:3, what on earth:2, oh my god:2, oh my gosh:2,
    holy cow:3, holy moly:3, holy crap:2, holy shit:2, you will never guess:3, guess what:2,
    in all my years:2, never seen anything like:3, had it in him:2, had it in her:2,
    had that in him:2, had that in her:2, did not realise:2, did not realize:2, had not realised:2,
    had not realized:2, never realised:2, never realized:2, did not know:1, never knew:2,
   
    to my amazement:3, to my astonishment:3,
    to my shock:3, of all places:2, last thing i expected:3, the last thing i expected:3,
    never in a million years:3, took everyone by surprise:3, came out of the blue:3,
    dropped a bombshell:3, what a shock:3, what a twist:3, could not believe it:3,
    can not believe it:3,
    bumped into:2, ran into:1, came across:1, found out:1, no way:2, turned up out of the blue:3,
    showed up out of nowhere:3, turned up unannounced:3, showed up unannounced:3,
    turned up on my doorstep:3, on my doorstep:2, rang out of the blue:3, called out of the blue:3,
    messaged out of the blue:3, did not recognise:2, did not recognize:2, could not believe how:3,
    can not believe how:3, hard to believe:3, hardly believe:3, never knew that:2, who knew that:2, would have believed:2, still in shock:3, in shock:3, in disbelief:3,
    shook my head in disbelief:3, mouth fell open:3, mouth dropped open:3, eyebrows raised:2,
    raised eyebrows:2, head spinning:2, my head is spinning:3, still processing:2,
    trying to process:2, what just happened:3, what a coincidence:3, small world:3,
    such a small world:3,
    in awe:3, stood in awe:3,
    stared in disbelief:3, imagine my surprise:3, well i never:3, all at once:1, can you believe:2,
    you would never believe:3, never believe who:3,
    no warning:2, without any warning:3, did not think she would:2, did not think he would:2,
    did not think i would:2, never thought i would:3, never thought he would:3,
    never thought she would:3, first time in years:2, for the first time in:2, fun fact:2,
    learned that:1, learnt that:1`,
};
