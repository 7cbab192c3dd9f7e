import type { LexiconSource } from './types.ts';

/** Joy: delight, happiness, celebration, gratitude and play. Written by the Memento team. */
export const joy: LexiconSource = {
  strong: `ecstatic elated overjoyed thrilled euphoric jubilant blissful delighted wonderful amazing
    fantastic awesome marvelous marvellous glorious magnificent superb exhilarated exhilarating rapturous
    triumphant adore adored adoring bliss joy joyful joyous ecstasy elation euphoria happiest celebrate
    celebrated celebrating celebration fabulous terrific spectacular splendid heavenly radiant beaming
    gleeful exuberant elating overjoy delight delightful thrilling enchanted enchanting wonderfully
    chuffed stoked ecstatically giddy woohoo yippee whoopee hurrah huzzah yesss blissed jubilation
    exultant exhilaration rapturously`,
  clear: `buzzing heaven heavenly
    favorite favourite impressed impressive
    happy happily happier glad pleased cheerful cheery content contented grateful thankful gratitude fun
    enjoy enjoyed enjoying enjoyable lovely beautiful great laugh laughed laughter laughing smile smiled
    smiling grin grinned grinning giggle giggled proud pride fulfilled fulfilling satisfied satisfying
    rewarding uplifted uplifting inspired playful merry festive blessed lucky fortunate relieved relief
    peaceful serene cozy cosy fond affection affectionate love loved loving lovingly win won winning victory
    success successful accomplished achievement treasure treasured cherish cherished dance danced dancing
    sang singing hug hugged hugging kiss kissed yay hooray hurray beauty paradise sunshine vibrant lively
    energized energised refreshed rejuvenated thriving flourishing glowing pleasure pleasant charming
    adorable gorgeous lighthearted carefree amused amusing funny hilarious joke joking wholesome heartwarming
    happiness cheer cheered applause congratulations congrats bravo reunion brilliant perfect best
    excellent incredible stunning breathtaking marvel cheerfully gladly gleefully joyfully proudly
    laughs smiles giggling chuckle chuckled delights enjoys loves wins thrive thrived glee jolly
    jovial sunny bright brightened bloom blooming playfulness kindhearted tenderness tender sweetest
    chirpy perky bubbly smiley beamed beam delighted tickled contentment joyously merrily buoyant
    jaunty blithe light-hearted giggly giggles chuckling chuckles cackled guffawed haha hahaha
    hahahaha lol lmao rofl hehe woo whoop whoo brill ace lush smashing cracking fab fave delish
    scrumptious divine magical dreamy appreciative gratefully thankfully phew whew prouder proudest
    victorious triumph triumphed nailed aced celebratory joyride enjoyment pleasurable heart-warming
    tranquil blissfully happiest gladdened elation fulfilment fulfillment satisfaction superb
    outstanding sublime wonderful lovelier loveliest yum
    chipper bouncy gratified invigorated smitten besotted infatuated lovestruck valued promoted
    graduated graduation engaged newborn
    greatful releived awe-inspiring
    obsessed vibing slay gassed buzzin bussin rejoice rejoiced revel revelled reveled relish
    relished savour savoured savor savored bask basked whooped squealed squeal splendid`,
  mild: `nice good fine okay ok alright pleasant sweet warm warmth calm comfortable easy smooth cute cool
 neat like liked likes fancy treat reward bonus promotion gift present party feast holiday
 vacation birthday wedding picnic sunset sunrise sunny music song played playing game beach garden
 dessert cake chocolate cuddle cuddled snuggle snuggled relax relaxed relaxing rest rested
 restful bright cheering upbeat positive optimistic hopeful nicely yummy tasty delicious
 comfy fresh cheerier kind generous generosity appreciate appreciated appreciation thanks thank
 welcome pretty beautifully brighten improve improved improving better recovered healed healing
 hobby crafts baking baked
 passed cuddly snuggly fun-filled optimism pleasing pleasantly sunnier wholesome`,
  phrases: `feel lighter:2, felt lighter:2, made my week:3, made my whole week:3, made my year:3, pure bliss:3, spoilt rotten:2, spoiled rotten:2, could not stop smiling:3, on top of the world:3,
    over the moon:3, on cloud nine:3, made my day:3, best day:3, had a blast:3, walking on air:3,
    dream come true:3, could not be happier:3, laughed so hard:3, happy tears:2, feel good:2, felt good:2,
    good time:2, great time:2, so much fun:3, in good spirits:2, feel alive:2, felt alive:2, proud of:2,
    grateful for:2, thankful for:2, well done:2, high five:2, big smile:2, from ear to ear:2,
    in love:2, fell in love:3, falling in love:3, good news:2, great news:3, turned out great:2,
    went well:2, going well:2, worth it:2, on top of the world:3, tickled pink:3, jumped for joy:3,
    full of joy:3, heart full:2, my heart is full:3, peace of mind:2, at peace:2, light as a feather:2,
    feel blessed:2, a good day:2, a great day:2, lovely day:2, beautiful day:2, treat myself:1,
    chuffed to bits:3, could not stop smiling:3, could not stop grinning:3,
    could not stop laughing:3, can not stop smiling:3, can not stop grinning:3,
    grinning like an idiot:3, smiling like an idiot:3, laughed like an idiot:3, grin on my face:3,
    smile on my face:3, best thing:2, best feeling:3, happy as larry:3, happy days:2, nailed it:3,
    smashed it:3, aced it:3, got the job:3, good vibes:2, good mood:2, great mood:3,
    in a good mood:2, feel great:3, felt great:3, feeling great:3, on a high:3, pinch me:2,
    cry with happiness:3, tears of joy:3, warm and fuzzy:2, warm fuzzy:2, heart melted:3,
    melted my heart:3, lit up:2, big grin:2, loved every minute:3, loved every second:3,
    best evening:3, best night:3, best weekend:3, best week:3, best year:3, good day:2, great day:3,
    small win:2, small victory:2, little win:2, little victory:2, tiny victory:2, passed my:2,
    all smiles:3, full of beans:2, walking on sunshine:3, in high spirits:3, high spirits:3,
    spirits lifted:2, cheered me up:3, cheered up:2, perked up:2, feel like myself again:2,
    weight off my shoulders:3, weight off my mind:3, a weight off:2, sigh of relief:3,
    breathe again:2, thank god:2, thank goodness:2, thank heavens:2, so glad:3, so happy:3,
    really happy:3, could not be prouder:3, never been happier:3, made me smile:3, makes me smile:3,
    made me laugh:3, makes me laugh:3, had a laugh:3, good laugh:3, a right laugh:3, such fun:3,
    great fun:3, good fun:3, really enjoyed:3, loved it:3, love it:2, love this:2, so lucky:3,
    count my blessings:3, all clear:2, came true:2, it worked:2, finally did it:2, treated myself:2,
    lovely time:3, wonderful time:3, amazing time:3, fab time:3,
    head over heels:3, felt loved:3, feel loved:3, so loved:3, felt appreciated:3, felt valued:3,
    felt seen:2, got a first:2, top marks:3, full marks:3, got in:1, got into:1, made the team:3,
    got the part:3, got the role:3, got the offer:3, got an offer:2, pay rise:2, personal best:3,
    finish line:2, crossed the line:2, i did it:3, we did it:3, proud moment:3, so proud:3,
    really proud:3, proud mum:3, proud dad:3, said yes:2, she said yes:3, he said yes:3,
    first steps:2, first words:2, great night:2, fun night:2, lovely evening:3,
    lovely afternoon:3, lovely morning:3, perfect day:3, perfect evening:3, best birthday:3,
    treat ourselves:2, had fun:3, so much joy:3, joy of:2, pure joy:3, big hug:2, bear hug:2,
    laughed until:3, laughed till:3, in stitches:3, cracked up:2, cracking up:2, laughing so hard:3,
    fit of giggles:3, ear to ear:2, warms my heart:3, warmed my heart:3, heart swell:3, heart sing:3,
    brightened my day:3, made my week:3, made my year:3, highlight of:2, lucky me:3, life is good:3,
    feeling good:2, feeling better:2, feel better:2, felt better:2, so much better:2,
    living for:2, jolly good:2, rather pleased:2, so pleased:3, really pleased:3, well chuffed:3,
    made up with:2, absolutely made up:3, i am made up:2, buzzing for:2,
    at last:2, at long last:3,
    got the keys:2, our own place:2, got married:3, got engaged:3, we got married:3, was born:3,
    is born:3, baby girl:2, baby boy:2, it is a girl:2, it is a boy:2, first place:3, came first:3,
    won first:3, gold medal:3, good company:2, good food:2, great company:2, such a laugh:3,
    belly laugh:3, laughed and laughed:3, tears of laughter:3, sang along:2, so cute:3, too cute:3,
    the little things:2`,
};
