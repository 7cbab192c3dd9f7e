import type { LexiconSource } from './types.ts';

/** Disgust: revulsion, contempt, moral distaste and things gone bad. Written by the Memento team. */
export const disgust: LexiconSource = {
  strong: `disgusting disgusted revolting revolted repulsive repulsed nauseating vile gross sickening abhorrent
    loathsome repugnant appalling appalled despicable detestable odious`,
  clear: `sludge
    disgust disgusts nasty yuck yuk ew eww ewww filthy dirty foul rotten rotting stink stinks stinking
    stinky smelly putrid rancid moldy mouldy slimy greasy grimy vomit vomited puke puked nausea nauseous
    sickened sleazy shameful hypocrite hypocrisy hypocritical corrupt corruption degrading contempt
    contemptuous scorn scornful despise despised distasteful unpleasant crude vulgar obscene yucky icky
    cringe cringey cringy cringeworthy trashy garbage greedy greed selfish selfishness dishonest liar lied
    lying fake fraud scam manipulative toxic sleaze slime sordid squalid unsanitary infested maggots
    mould mold cockroach cockroaches rats lice stench reek reeked reeking gag gagged retch retched
    bile abhor detest detested loath revulsion repellent creep creeps grossed immoral unethical
    shady dodgy sketchy exploitative disgraceful disgrace shameless tacky`,
  mild: `worm worms
    nonsense foolish junk trash crap pathetic lame mediocre sucks sucked ugly flimsy overpriced useless unnecessary defective unreliable
    mess messy spoiled spoilt stale bland soggy smell smelled smelt sticky overrated awful terrible
    horrible dreadful off sour muddy dust dusty sweaty sweat germs waste wasted
    pointless cheap tasteless gaudy sloppy lazy`,
  phrases: `made me sick:3, makes me sick:3, turned my stomach:3, grossed out:3, threw up:2, throw up:2,
    can not stand:2, could not stand:2, rubbed me the wrong way:2, left a bad taste:2,
    bad taste in my mouth:2, stabbed me in the back:3, two faced:2, sucked up:1, sucking up:1,
    sick to my stomach:3, what a joke:2, no shame:2, so fake:2, went bad:2, gone off:2, smelled awful:3,
    the smell of:1, full of himself:2, full of herself:2, looked down on:2, look down on:2,
    beneath me:1, pile of garbage:3, covered in mold:3, covered in mould:3`,
};
