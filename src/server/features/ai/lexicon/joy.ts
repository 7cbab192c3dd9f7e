import type { LexiconSource } from './types.ts';

/** Joy: delight, happiness, celebration, gratitude and play. Written by the Memento team. */
export const joy: LexiconSource = {
  strong: `ecstatic elated overjoyed thrilled euphoric jubilant blissful delighted wonderful amazing
    fantastic awesome marvelous marvellous glorious magnificent superb exhilarated exhilarating rapturous
    triumphant adore adored adoring bliss joy joyful joyous ecstasy elation euphoria happiest celebrate
    celebrated celebrating celebration fabulous terrific spectacular splendid heavenly radiant beaming
    gleeful exuberant elating overjoy delight delightful thrilling enchanted enchanting wonderfully`,
  clear: `favorite favourite impressed impressive
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
    jovial sunny bright brightened bloom blooming playfulness kindhearted tenderness tender sweetest`,
  mild: `nice good fine okay ok alright pleasant sweet warm warmth calm comfortable easy smooth cute cool
    neat like liked likes fancy treat reward bonus promotion gift present party feast holiday
    vacation birthday wedding picnic sunset sunrise sunny music song played playing game beach garden
    dessert cake chocolate cuddle cuddled snuggle snuggled relax relaxed relaxing rest rested
    restful bright cheering upbeat positive optimistic hopeful nicely well yummy tasty delicious
    comfy fresh cheerier kind generous generosity appreciate appreciated appreciation thanks thank
    welcome pretty beautifully brighten improve improved improving better recovered healed healing
    hobby crafts baking baked`,
  phrases: `over the moon:3, on cloud nine:3, made my day:3, best day:3, had a blast:3, walking on air:3,
    dream come true:3, could not be happier:3, laughed so hard:3, happy tears:2, feel good:2, felt good:2,
    good time:2, great time:2, so much fun:3, in good spirits:2, feel alive:2, felt alive:2, proud of:2,
    grateful for:2, thankful for:2, well done:2, high five:2, big smile:2, from ear to ear:2,
    in love:2, fell in love:3, falling in love:3, good news:2, great news:3, turned out great:2,
    went well:2, going well:2, worth it:2, on top of the world:3, tickled pink:3, jumped for joy:3,
    full of joy:3, heart full:2, my heart is full:3, peace of mind:2, at peace:2, light as a feather:2,
    feel blessed:2, a good day:2, a great day:2, lovely day:2, beautiful day:2, treat myself:1`,
};
