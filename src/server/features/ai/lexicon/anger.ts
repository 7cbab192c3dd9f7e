import type { LexiconSource } from './types.ts';

/** Anger: rage, irritation, frustration, resentment and conflict. Written by the Memento team. */
export const anger: LexiconSource = {
  strong: `furious enraged livid irate outraged outrage outrageous rage raging seething infuriated infuriating
    fuming incensed hate hated hateful hatred loathe loathed wrath vengeful violent violence berserk
    furiously rageful apoplectic hostile hostility vindictive vicious savage`,
  clear: `strangle disgrace
    rudely
    angry angrily anger angered mad annoyed annoying annoyance irritated irritating irritation frustrated
    frustrating frustration resentful resentment resent resented bitter bitterness aggravated aggravating
    exasperated exasperating exasperation indignant indignation grumpy cranky argue argued arguing argument
    arguments fight fought fighting yell yelled yelling shout shouted shouting scream screamed screaming
    slam slammed insult insulted insulting rude rudeness unfair unjust injustice betrayed betrayal betray
    blame blamed blaming offended provoked provoking spite spiteful temper tantrum snapped curse cursed
    cursing swore swearing damn dammit jealous jealousy envious envy grudge obnoxious ridiculous
    unacceptable disrespect disrespected disrespectful condescending patronizing patronising petty cruel
    cruelty bully bullied bullying harass harassed harassment furiousness pissed irked irks irk
    infuriate enrage fury heated quarrel quarrelled quarreled clash clashed feud grr ugh
    argh stormed storming snarled snarl glare glared scowl scowled punch punched kick kicked smash
    smashed threw shove shoved stupid idiot idiotic moron jerk`,
  mild: `impatient irritable bothered bother bothering complain complained complaining complaint rant ranted
    ranting nag nagging stuck traffic delay delayed late noisy cheated unfairly tense tension
    disagree disagreed disagreement dispute conflict stubborn defensive sarcastic sarcasm snippy
    touchy sulk sulked pout annoy`,
  phrases: `lost it:2, lost my temper:3, bit my tongue:2, fed up:2, sick of:2, pissed off:3, ticked off:2, lost my temper:3, lose my temper:3,
    drives me crazy:2, drove me crazy:2, driving me crazy:2, drives me nuts:2, drove me nuts:2,
    how dare:3, so unfair:2, not fair:2, had enough:2, made my blood boil:3, blood boil:3, last straw:3,
    up in arms:2, flew off the handle:3, gets on my nerves:2, got on my nerves:2, talked down to:2,
    cut me off:2, went off on:2, at my wits end:2, seeing red:3, saw red:3, fuming mad:3,
    could scream:2, want to scream:2, had it with:2, shut up:2, slammed the door:3, stormed out:3,
    blew up at:3, blew up:2, yelled at:3, shouted at:3, snapped at:2, pushed my buttons:2,
    gritted my teeth:2, bite my tongue:1, bit my tongue:1`,
};
