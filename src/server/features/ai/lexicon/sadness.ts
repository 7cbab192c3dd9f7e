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
  clear: `pointless
    sad sadly sadness sadder saddest saddened unhappy upset cry cried cries crying tears tearful teary
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
    sorrowfully wistfully mournfully heartsickness condolences sympathy
    doleful adrift aimless wounded pained sobs sobbing wept mourns griefstruck ashes urn headstone
    gravestone hearse condolence widowhood bereavement miscarried stillbirth euthanised
    euthanized rehomed
    embarrassed embarrassing mortified humiliated humiliating humiliation shame sheepish embarassed
    embarrased dissapointed disapointed dissappointed heartbreakingly
    fml brood brooding wallow wallowing wallowed languish crumbled emotional`,
  mild: `down low tired exhausted fatigue fatigued sleepy bored boredom boring dull meh gray grey rain
 rainy dreary quiet alone empty distant nostalgic nostalgia wistful pensive moody blah unmotivated
 listless lethargic sluggish rough hard tough difficult struggle struggling struggled cancelled
 canceled postponed pity poor poorly flat unwell hospital diagnosis cancer sickness
 absent apart ended ending leaving gone memories memory
 awful terrible horrible worse worst bad badly
 anymore sighing knackered teary-eyed lacklustre lackluster`,
  phrases: `do not call:2, do not ring:2, never visit:2, never visits:2,
    feel rubbish:2, rubbish day:2, feel crap:2,
    can not bring myself to:2, could not bring myself to:2, fell through:2, back to square one:2,
    kids were small:2, kids were little:2, nobody would notice:3, no one would notice:3, would not even notice:2,
    want my mom:3, want my dad:2, wish things were different:3, wish things were:2, since she went:2,
    since he went:2, since she died:3, since he died:3, not have long:3, getting worse:2, got dumped:3,
    been dumped:3, feel like a burden:3, a burden:2, nobody texted:2, no one texted:2, everyone forgot:3,
    no one showed up:3, nobody showed up:3, no one turned up:3, nobody turned up:3, in a rut:2,
    feel useless:3, feel worthless:3, feel hopeless:3, so sad about:3, hate goodbyes:2, last day at:1,
    held it together:2, hold it together:2, holding it together:2, kept it together:2,
    heart is heavy:3, heart feels heavy:3, chose someone else:3, picked someone else:3,
    went with someone else:2, not good enough:2, nobody called:2, no one called:2, nobody rang:2, no one rang:2,
    left home:2, so down:2, really down:2, bit down:2, nothing matters:3, could not face:2, can not face:2,
    was still here:2, were still here:2, not okay:2, not ok:2, not alright:2,
    break my heart:3, breaking my heart:3, hate myself:2, hated myself:2, drift apart:2, drifted apart:2, not the same without:3, miss home:2, missing home:2,
    broke my heart:3, my heart sank:3, heart sank:3, fell apart:2, falling apart:2, let down:2,
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
    lost mom:3,
    used to:1, back then:1, those days:1, old photos:2, old pictures:2, old videos:2, old letters:2,
    when they were little:2, when they were small:2, when i was little:1, all grown up:2,
    grow up so fast:2, growing up so fast:2, first christmas without:3, first birthday without:3,
    without him:2, without her:2, without them:1, would have been:2, anniversary of:1,
    scattered his ashes:3, scattered her ashes:3, put down:1, laid off:2, got fired:2,
    was fired:2, lost my job:3, lost the baby:3, did not get the job:3, did not get in:3,
    did not make it:2, turned down:2, got rejected:3, was rejected:3, no one noticed:3,
    nobody noticed:3, no one asked:2, nobody asked:2, not invited:3, was not invited:3,
    wasn't invited:3, left behind:2, on my own again:3, by myself again:3, alone again:3,
    empty chair:3, his things:2, her things:2, her clothes:2,
    his clothes:2, his handwriting:3, her handwriting:3, ached for:3,
    aching for:3, long for:2, longing for:2, what could have been:3, what might have been:3,
    never see her again:3, never see him again:3, never see them again:3, not coming back:3,
    won't be coming back:3, hit me hard:3, hit hard:2, hard to let go:3, let go of:1,
    saying goodbye:2, say goodbye:2, goodbye to:2, cried in:2, cried at:2, cried on:2, cried all:3,
    cry all:3, a good cry:2, big cry:2, cried again:3,
    so embarrassing:3, wanted the ground to swallow me:3, ground to swallow me:3,
    let everyone down:3, let them down:2, let her down:2, let him down:2, feel guilty:3,
    felt guilty:3, feel bad:2, felt bad:2, feel awful:3, felt awful:3, feel terrible:3,
    felt terrible:3, feel rotten:3, felt rotten:3, feel like rubbish:3, felt like rubbish:3,
    feel like crap:3, felt like crap:3, feel like shit:3, felt like shit:3,
    fell to pieces:3, in pieces:2, a wreck:2, emotional wreck:3, beside myself with grief:3,
    went to pieces:3, hit rock bottom:3, rock bottom:3, at a low ebb:3, low ebb:2, hard time:2,
    hard times:2, having a hard time:3, tough time:2, a tough day:2, rough week:2, hard week:2,
    bad week:2, awful day:3, horrible day:3, terrible day:3, worst day:3, dark place:3,
    in a dark place:3, dark days:3, struggling to cope:3, can not cope:3, could not cope:3,
    not coping:3,
    too quiet:2, so quiet without:3, quiet without:2, empty room:2, he is gone:2, she is gone:2,
    table for one:2, not picked:2, was not picked:2, not chosen:2, was not chosen:2, passed over:2,
    overlooked for:2, bad news:2, sad news:3, terrible news:3, awful news:3, diagnosed with:2,
    put to sleep:3, put him down:2, put her down:2, in memory of:2, miss the old:2, the silence:1`,
};
