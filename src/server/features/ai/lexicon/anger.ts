import type { LexiconSource } from './types.ts';

/** Anger: rage, irritation, frustration, resentment and conflict. Written by the Memento team. */
export const anger: LexiconSource = {
  strong: `furious enraged livid irate outraged outrage outrageous rage raging seething infuriated infuriating
    fuming incensed hate hated hateful hatred loathe loathed wrath vengeful violent violence berserk
    furiously rageful apoplectic hostile hostility vindictive vicious savage
    incandescent ropeable murderous`,
  clear: `cross
    despise despised grr grrr
    strangle disgrace
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
    smashed threw shove shoved stupid idiot idiotic moron jerk
    miffed peeved narked riled vexed galling galled maddening maddened grating infuriates bitterly
    snappy snapping tetchy ratty stroppy shirty huffy huffed grouchy crabby surly belligerent
    combative aggressive aggression confrontational confrontation bickering bickered bicker squabble
    squabbled squabbling raged fumed seethed stewing glowered growled hissed effing fuck fucking
    fucked fuckin ffs wtf goddamn goddammit bastard bastards arsehole asshole prick twat wanker
    dickhead idiots morons clown clowns muppet muppets numpty plonker tosser jobsworth incompetent
    incompetence shambles shambolic farce farcical absurd preposterous ludicrous scandalous scandal
    dismissive unreasonable unfairness wronged robbed ripoff rip-off scammed conned overcharged
    vandalised vandalized vandals stole stolen nicked backstabbing revenge retaliate payback hmph
    pfft bah resentfully indignantly angrier angriest madder irritates annoys infuriated aggrieved
    hostility outraged cheesed
    testy prickly short-tempered hot-headed sore resents resenting begrudge begrudged venting vent
    spitting livid irritable
    frustated jelous
    salty triggered bristled bristling seething`,
  mild: `impatient irritable bothered bother bothering complain complained complaining complaint rant ranted
    ranting nag nagging stuck traffic delay delayed late noisy cheated unfairly tense tension
    disagree disagreed disagreement dispute conflict stubborn defensive sarcastic sarcasm snippy
    touchy sulk sulked pout annoy
    banged stomped ignored ignoring ignores keyed sulking grudgingly`,
  phrases: `oh great:2, oh brilliant:2, oh perfect:2, oh lovely:2, oh joy:2, oh fantastic:2, just great:2,
    just what i needed:3, love that for me:3, thanks for nothing:3, cheers for that:2,
    still steaming:2, steaming mad:3, steaming about:2,
    hung up on me:3, put the phone down on me:3,
    up to here:3, patience is gone:2, lost patience:2, lost my patience:3, run out of patience:3,
    lied to us:3,
    wound up:2, wind me up:2, winds me up:2, wound me up:2, doing my head in:3, does my head in:3,
    i'm cross:2, lied to me:3, what a joke:2,
    cross about:2, cross with:2, so cross:2, really cross:2, bit cross:2, had the cheek:3, the cheek to:3, cut in front of me:2, pushed in front of me:2, sick to the back teeth:3, sick to death of:3, sick and tired:3, lost it with:2,
    lost it:2, lost my temper:3, bit my tongue:2, fed up:2, sick of:2, pissed off:3, ticked off:2, lost my temper:3, lose my temper:3,
    drives me crazy:2, drove me crazy:2, driving me crazy:2, drives me nuts:2, drove me nuts:2,
    how dare:3, so unfair:2, not fair:2, had enough:2, made my blood boil:3, blood boil:3, last straw:3,
    up in arms:2, flew off the handle:3, gets on my nerves:2, got on my nerves:2, talked down to:2,
    cut me off:2, went off on:2, at my wits end:2, seeing red:3, saw red:3, fuming mad:3,
    could scream:2, want to scream:2, had it with:2, shut up:2, slammed the door:3, stormed out:3,
    blew up at:3, blew up:2, yelled at:3, shouted at:3, snapped at:2, pushed my buttons:2,
    gritted my teeth:2, bite my tongue:1, bit my tongue:1,
    lost my rag:3, lose my rag:3, blew my top:3, blew a fuse:3, hit the roof:3, went mental:2,
    went ballistic:3, kicked off:2, had a go at:2, went off at:2, laid into:2, tore into:2,
    piece of my mind:3, hacked off:3, cheesed off:3, browned off:2, teed off:2, wound me up:3,
    winds me up:3, riled up:3, worked up:2, so done with:3, sick and tired:3, had it up to here:3,
    enough is enough:3, for god 's sake:2, for fuck 's sake:3, what the hell:2, what the fuck:3,
    are you kidding me:3, kidding me:2, the nerve of:3, the cheek of:3, got away with:2,
    gets away with:2, get away with it:2, took credit:2, takes credit:2, under the bus:3,
    brushed me off:2, brushed off:2, fobbed off:3, fobbed me off:3, talked over me:2,
    spoke over me:2, never listens:2, no one listens:2, nobody listens:2, ignored my:2,
    ignoring my:2, ignored me:2, kept me waiting:2, left me waiting:2, on hold for:2, yet again:2,
    for the third time:2, for the umpteenth time:3, every single time:2, still have not:2,
    still has not:2, still not fixed:2, want to punch:3, could punch:3, want to strangle:3,
    could strangle:3, could kill him:2, could kill her:2, could have killed:2, oh great:3,
    just great:2, oh brilliant:3, just brilliant:2, oh perfect:2, just perfect:2,
    just what i needed:3, love that for me:3, thanks a lot:2, thanks for nothing:3, oh joy:2,
    how lovely:1, rage quit:2, pet peeve:2, the audacity:3, no respect:2, treated like:2,
    who do they think:3, who does he think:3, who does she think:3, making me angry:3,
    made me angry:3, makes me angry:3, so angry:3, really annoyed:3, so annoyed:3, ripped off:3,
    rip off:2, no apology:2, did not even apologise:3, did not even apologize:3,
    not even an apology:3, ruined it:2, ruined everything:2,
    still sore:2, sore about:2, stood me up:3, stood up again:2, cancelled on me:3, canceled on me:3,
    bailed on me:3, late again:2, always late:2, never on time:2, parking ticket:2,
    no consideration:3, zero consideration:3, so inconsiderate:3, inconsiderate:2, selfish:2,
    so selfish:3, not my fault:2, my fault apparently:3, apparently my fault:3, blamed me:3,
    blames me:3, accused me:3, lied to me:3, lied to my face:3, went behind my back:3,
    behind my back:2, had the nerve:3, shouting match:3, screaming match:3, slanging match:3,
    blazing row:3, huge row:3, massive row:3, big row:3, had a row:3, a row with:3, rowed with:2,
    fell out:2, falling out:2, fell out with:3, at each other's throats:3, bite my head off:3,
    bit my head off:3, snapped at me:3, yelled at me:3, shouted at me:3, rolled my eyes:2,
    rolled his eyes:2, rolled her eyes:2, gritted teeth:2, clenched my jaw:2, clenched my fists:3,
    fists clenched:3, through gritted teeth:3, red mist:3, see red:3, boiling point:3,
    boiling over:2, steam coming out:3, blood boiling:3, my blood boils:3, makes my blood boil:3,
    so frustrating:3, really frustrating:3, beyond frustrating:3, so annoying:3, really annoying:3,
    properly annoyed:3, well annoyed:3, not impressed:2, absolutely fuming:3, bloody ridiculous:3,
    so rude:3, how rude:3, no excuse:2, no excuse for:3, third time this week:3,
    second time this week:2, every time i:1, every bloody:3, it is not fair:3,
    flipped out:3, flip out:2, lashed out:3, tore a strip off:3, told him off:2, told her off:2,
    told them off:2, telling off:2, a bit put out:2, felt put out:2, put out by:2, refused to:2,
    would not listen:2, will not listen:2, does not listen:2, did not listen:2, never listen:2,
    waste of time:2, wasted my time:3, waste of money:2, formal complaint:2, made a complaint:2,
    filed a complaint:2, beside myself with rage:3, beside myself with anger:3,
    why do i always:3, why does he always:3, why does she always:3, why do they always:3,
    why is it always:3, why does it always:3, why is it me:2, always me who:2,
    so cross:3, really cross:3, very cross:3, bit cross:2, am cross:2, was cross:2, is cross:2,
    cross with:2, feeling cross:2, felt cross:2, quite cross:2`,
};
