import type { LexiconSource } from './types.ts';

/** Sadness: loss, grief, loneliness, disappointment and low energy. Written by the Memento team. */
export const sadness: LexiconSource = {
  strong: `devastated heartbroken heartbreak heartbreaking grief grieving grieve grieved despair despairing
    miserable misery anguish anguished sorrow sorrowful depressed depression hopeless hopelessness
    inconsolable desolate desolation bereaved bereavement mourning mourn mourned tragic tragedy wretched
    crushed shattered forlorn agony agonizing distraught suicidal devastation heartache gutted sobbing
    weeping sobbed wept
    bereft heartsick grief-stricken griefstricken despondent disconsolate crestfallen bawled bawling
    heartbroke broken-hearted devastating gutting`,
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
    sorrows griefs widow orphan stillborn miscarriage terminal ill illness sick
    bummed bummer mopey moping mope morose woeful weepy teared welled blubbing blubbed
    blubbered sniffled whimpered wailed wailing heartsore pining pined loneliest ghosted jilted
    deserted estranged widowed widower orphaned grave graveside cemetery buried burial memorial
    eulogy hospice dementia alzheimer's frail fading regretting remorseful apologetic letdown
    deflated deflating anticlimax anticlimactic powerless meaningless purposeless burnt-out downbeat
    dispirited demoralised demoralized disillusioned unappreciated invisible unheard
    sorrowfully wistfully mournfully heartsickness condolences sympathy`,
  mild: `down low tired exhausted fatigue fatigued sleepy bored boredom boring dull meh gray grey rain
 rainy dreary quiet alone empty distant nostalgic nostalgia wistful pensive moody blah unmotivated
 listless lethargic sluggish rough hard tough difficult struggle struggling struggled cancelled
 canceled postponed pity poor poorly flat unwell hospital diagnosis cancer sickness
 absent apart ended ending leave leaving gone memories memory
 awful terrible horrible worse worst bad badly
 anymore sighing knackered teary-eyed lacklustre lackluster`,
  phrases: `broke my heart:3, my heart sank:3, heart sank:3, fell apart:2, falling apart:2, let down:2,
    let me down:2, feel down:2, feeling down:2, felt down:2, in tears:3, burst into tears:3,
    broke down:2, broke down crying:3, miss you:2, miss her:2, miss him:2, miss them:2, passed away:3,
    lost touch:1, gave up:2, give up:2, left out:2, on my own:1, rough day:2, hard day:2, bad day:2,
    down in the dumps:3, choked up:2, lump in my throat:2, not the same:1, no one cares:3,
    nobody cares:3, cried myself to sleep:3, feel empty:3, felt empty:3, feel alone:2, felt alone:2,
    all alone:2, so tired of:2, what is the point:2, lost my:2, last goodbye:3,
    said goodbye:2, a heavy heart:3, heavy heart:3, feel like a failure:3, fall short:1, fell short:1,
    could not get out of bed:3, can not get out of bed:3, did not want to get up:2,
    stayed in bed all day:2, no energy:2, no motivation:2, can not be bothered:2,
    could not be bothered:2, no point:2, where did the time go:2, where has the time gone:2,
    where did the years go:2, welled up:3, teared up:3, tearing up:2, eyes filled:2, eyes welled:3,
    fighting back tears:3, holding back tears:3, tears in my eyes:3, tears streaming:3,
    cried my eyes out:3, sobbed my heart out:3, bawled my eyes out:3, heart broke:3, heart breaks:3,
    heart is breaking:3, heart aches:3, my heart hurts:3, miss my:2, missing him:2, missing her:2,
    missing them:2, wish you were here:2, not the same without:3, never be the same:2,
    gone forever:3, for the last time:2, broke up:3, split up:3, dumped me:3, left me:2,
    walked out on:3, moved away:2, stopped talking:2, stopped calling:2, stopped trying:2,
    does not call:2, did not call:2, never calls:2, never called:2, does not reply:2,
    did not reply:2, never replied:2, left on read:2, nobody came:3, no one came:3,
    nobody remembered:3, forgot my birthday:3, feel low:2, feeling low:2, felt low:2, feeling blue:3,
    felt blue:3, feel blue:3, the blues:2, out of sorts:2, not myself:2, under a cloud:2,
    feel heavy:2, felt heavy:2, heavy feeling:2, such a shame:2, what a shame:2, a real shame:2,
    wish i had:2, wish i would:2, if only:2, should have been there:2, too late:2, never got to:2,
    never got the chance:3, no longer here:3, not here anymore:3, is gone:2, was gone:1,
    let myself down:3, feel like crying:3, felt like crying:3, want to cry:3, wanted to cry:3,
    could cry:2, on the verge of tears:3, close to tears:3, near tears:3, all by myself:2,
    nobody to talk to:3, no one to talk to:3, nobody understands:3, feel invisible:3,
    felt invisible:3, feel useless:3, felt useless:3, feel worthless:3, felt worthless:3,
    feel hopeless:3, felt hopeless:3, lost without:3, empty house:2, empty flat:2, empty nest:2,
    end of an era:2, rest in peace:3, pass away:3, lost him:3, lost her:3, lost mum:3, lost dad:3,
    lost mom:3`,
};
