import type { LexiconSource } from './types.ts';

/** Sadness: loss, grief, loneliness, disappointment and low energy. Written by the Memento team. */
export const sadness: LexiconSource = {
  strong: `devastated heartbroken heartbreak heartbreaking grief grieving grieve grieved despair despairing
    miserable misery anguish anguished sorrow sorrowful depressed depression hopeless hopelessness
    inconsolable desolate desolation bereaved bereavement mourning mourn mourned tragic tragedy wretched
    crushed shattered forlorn agony agonizing distraught suicidal devastation heartache gutted sobbing
    weeping sobbed wept`,
  clear: `sad sadly sadness sadder saddest saddened unhappy upset cry cried cries crying tears tearful teary
    weep sob lonely loneliness lonesome isolated isolation lost loss losing miss missed missing misses
    gloomy gloom blue melancholy melancholic disappointed disappointing disappointment regret regretted
    regretful regrets sorry hurt hurting hurts painful ache aching dejected discouraged disheartened
    downcast glum somber sombre mournful emptiness hollow numb homesick funeral died death dead dying
    goodbye farewell breakup divorce rejected rejection abandoned neglected unwanted unloved worthless
    failure failed fail defeated sigh sighed weary drained burnout suffer suffered suffering
    hardship lament pitiful unfortunate unlucky setback grim bleak dismal downhearted heavy-hearted
    helplessness brokenhearted broken ruined lose lonelier apologize apologized guilt guilty ashamed
    remorse mistake mistakes depressing bleakness hopelessly tearfully
    sorrows griefs widow orphan stillborn miscarriage terminal ill illness sick`,
  mild: `down low tired exhausted fatigue fatigued sleepy bored boredom boring dull meh gray grey rain
    rainy dreary quiet alone empty distant nostalgic nostalgia wistful pensive moody blah unmotivated
    listless lethargic sluggish rough hard tough difficult struggle struggling struggled cancelled
    canceled postponed pity poor poorly flat unwell hospital diagnosis cancer sickness
    absent apart away ended ending leave leaving left gone past memories memory
    awful terrible horrible worse worst bad badly`,
  phrases: `broke my heart:3, my heart sank:3, heart sank:3, fell apart:2, falling apart:2, let down:2,
    let me down:2, feel down:2, feeling down:2, felt down:2, in tears:3, burst into tears:3,
    broke down:2, broke down crying:3, miss you:2, miss her:2, miss him:2, miss them:2, passed away:3,
    lost touch:1, gave up:2, give up:2, left out:2, on my own:1, rough day:2, hard day:2, bad day:2,
    down in the dumps:3, choked up:2, lump in my throat:2, not the same:1, no one cares:3,
    nobody cares:3, cried myself to sleep:3, feel empty:3, felt empty:3, feel alone:2, felt alone:2,
    all alone:2, so tired of:2, what is the point:2, lost my:2, last goodbye:3, never again:1,
    said goodbye:2, a heavy heart:3, heavy heart:3, feel like a failure:3, fall short:1, fell short:1`,
};
