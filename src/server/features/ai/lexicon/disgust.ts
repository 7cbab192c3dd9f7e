import type { LexiconSource } from './types.ts';

/** Disgust: revulsion, contempt, moral distaste and things gone bad. Written by the Memento team. */
export const disgust: LexiconSource = {
  strong: `disgusting disgusted revolting revolted repulsive repulsed nauseating vile gross sickening abhorrent
    loathsome repugnant appalling appalled despicable detestable odious
    minging manky fetid foetid festering skanky grotesque nauseated sickened bleurgh blergh blech
    eugh urgh euw yeuch yech ewwww unhygienic scumbag scum dirtbag lowlife cesspit cesspool pigsty
    shithole filth
    bigoted bigot racist sexist homophobic misogynist misogynistic xenophobic predatory`,
  clear: `maggoty
    rank
    pong pongs pongy lech leching leched lecherous
    grotty spit spitting spat
    queasy creepy petty contemptible ugh
    sludge
    disgust disgusts nasty yuck yuk ew eww ewww filthy dirty foul rotten rotting stink stinks stinking
    stinky smelly putrid rancid moldy mouldy slimy greasy grimy vomit vomited puke puked nausea nauseous
    sickened sleazy shameful hypocrite hypocrisy hypocritical corrupt corruption degrading contempt
    contemptuous scorn scornful despise despised distasteful unpleasant crude vulgar obscene yucky icky
    cringe cringey cringy cringeworthy trashy garbage greedy greed selfish selfishness dishonest liar lied
    lying fake fraud scam manipulative toxic sleaze slime sordid squalid unsanitary infested maggots
    mould mold cockroach cockroaches rats lice stench reek reeked reeking gag gagged retch retched
    bile abhor detest detested loath revulsion repellent creep creeps grossed immoral unethical
    shady dodgy sketchy exploitative disgraceful disgrace shameless tacky
    ick grotty grubby mucky crusty gunk gunky decomposing carcass roadkill flies fleas bedbugs
    roaches vermin droppings poo poop faeces feces excrement sewage urine snot snotty bogey bogeys
    phlegm saliva drool dribble pus scab spew spewed heave heaved retching pong odour odor reeks
    sleazebag slimeball pervert perv pervy lecherous leering leered ogling ogled smarmy seedy
    crooked bribe bribes bribery embezzled embezzlement fraudulent hypocrites two-faced snake weasel
    spineless cowardly coward sycophant sycophantic bootlicker brown-nosing grovelling groveling
    smug arrogant snobby snob snooty pretentious crass lewd unsavoury unsavory unpalatable inedible
    undercooked congealed curdled unwashed rat mice mouse maggot bugs slug slugs hairball grime
    scummy nastier nastiest grosser grossest disgustingly revoltingly vileness uncouth sordidness
    disdain disdainful sneer sneered sneering sneers eye-roll eyeroll catcalled catcalling groped
    leery gross-out gross
    ghastly wince winced
    cheat cheater cheating cheats bluebottles earwax dandruff farted slobber predator abusive
    exploited nepotism kickbacks backhander grifter conman parasite leech grooming`,
  mild: `worm worms
 nonsense foolish junk trash crap pathetic lame mediocre sucks sucked ugly flimsy overpriced useless unnecessary defective unreliable
 mess messy spoiled spoilt stale bland soggy smell smelled smelt sticky overrated awful terrible
 horrible dreadful sour muddy dust dusty sweaty sweat germs waste wasted
 pointless cheap tasteless gaudy sloppy lazy
 whiff toilet toilets loo bins rubbish nappy gooey gloopy wormy mildew`,
  phrases: `cat sick:2, dog sick:2,
    makes me feel sick:3, made me feel sick:3, make me feel sick:3,
    been sick on:3, was sick on:3, sick everywhere:3, put me right off:2, put me off my food:3, turned my stomach:3,
    bodily fluids:2, sour milk:2, lowest of the low:3, sick joke:2, stomach churn:3, made my stomach churn:3,
    made me sick:3, makes me sick:3, turned my stomach:3, grossed out:3, threw up:2, throw up:2,
    can not stand:2, could not stand:2, rubbed me the wrong way:2, left a bad taste:2,
    bad taste in my mouth:2, stabbed me in the back:3, two faced:2, sucked up:1, sucking up:1,
    sick to my stomach:3, what a joke:2, no shame:2, so fake:2, went bad:2, gone off:2, smelled awful:3,
    the smell of:1, full of himself:2, full of herself:2, looked down on:2, look down on:2,
    beneath me:1, pile of garbage:3, covered in mold:3, covered in mould:3,
    lost my appetite:3, put me off my food:3, put me off:2, off my food:2, stomach turn:3,
    stomach is turning:3, my stomach turned:3, skin crawl:3, made my skin crawl:3,
    makes my skin crawl:3, want to vomit:3, want to puke:3, want to throw up:3, nearly threw up:3,
    nearly brought up:3, almost threw up:3, bring up my:2, brought up my:2, hair in my:2,
    pick his nose:3, picked his nose:3, picking his nose:3, did not wash his hands:3,
    did not wash their hands:3, without washing:2, never washes:2, smells off:2, smelled off:2,
    smelt off:2, tasted off:2, smelled like:1, smells like:1, low life:3, dirty old:2, greasy hair:2,
    so gross:3, grossed me out:3, made me gag:3, makes me gag:3, made me heave:3, turns my stomach:3,
    stomach churning:3, stomach churned:3, bad smell:2, horrible smell:3, awful smell:3,
    the stench:2, stank of:3, stinks of:3, reeked of:3, reeks of:3, covered in:1, crawling with:3,
    infested with:3, dog mess:3, dog poo:3, rotten eggs:3, bad eggs:2, cheating on:2, cheated on:2,
    on the take:3, sucking up to:2, sucks up to:2, brown nosing:2, lining their pockets:3,
    lining his pockets:3, no morals:3, no decency:3, have no shame:3, has no shame:3, sick people:2,
    how low:2, stoop so low:3, sink so low:3, what a creep:3, such a creep:3,
    a total creep:3, gives me the ick:3, the ick:2,
    rolled my eyes:1, could smell it:2, could smell:1, the smell:1, smelled so bad:3, stank:2,
    it stank:3, the whole place stank:3, hair in the plug:3, hair in the sink:3, hair in my food:3, toenail:2, toenails:2, clipping his toenails:3, chewing with his mouth open:3,
    mouth open chewing:3, spat on:3, spat at:3, spitting on:2, snot everywhere:3, pee everywhere:3,
    wee everywhere:3, sick everywhere:3, vomit everywhere:3, dirty dishes:2, dirty plates:2,
    unflushed:3, did not flush:3, never flushes:3, made me feel dirty:3, feel dirty:3, felt dirty:3,
    need a shower:2, needed a shower:2, wash it off:2, morally bankrupt:3, two-faced:3,
    stab in the back:3, sold out:2, sell out:2, kiss up to:2, sucked up to:2,
    the state of it:2, the state of that:2, what a state:2, food poisoning:2, black mould:3,
    black mold:3, fruit flies:2, used tissues:3, used condom:3, used nappy:3, pubic hair:3,
    ear wax:3, bad breath:3, body odour:3, body odor:3, con man:2, popping spots:2`,
};
