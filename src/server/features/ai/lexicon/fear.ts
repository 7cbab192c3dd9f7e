import type { LexiconSource } from './types.ts';

/** Fear: terror, anxiety, worry, threat and insecurity. Written by the Memento team. */
export const fear: LexiconSource = {
  strong: `terrified terrifying terrify horrified horrifying petrified panic panicked panicking panicky dread
    dreading dreaded terror horror frightened frightening scared nightmare nightmares phobia paralyzed
    paralysed traumatized traumatised trauma hysterical
    aghast bricking terrifies panics horrifies dreads petrifying spine-chilling bloodcurdling
    hair-raising nerve-racking nerve-wracking`,
  clear: `mugged fever prayed
    afraid fear feared fearful fears scary anxious anxiously anxiety worried worry worrying worries uneasy
    unease apprehensive apprehension stress stressed stressful alarmed alarming threatened threat threats
    danger dangerous risky unsafe insecure insecurity vulnerable helpless overwhelmed overwhelming shaky
    shaking tremble trembled trembling sweating restless sleepless insomnia uncertain uncertainty doubt
    doubts doubtful hesitant timid spooked creepy eerie ominous menacing intimidated intimidating dreadful
    concerned jittery jumpy edgy frantic desperate desperately emergency crisis accident fragile unsure
    scare scares frighten frightens startle nervous nervously nervousness tense tensed fret fretted
    fretting freak freaked agitated agitation dizzy queasy shiver shivered cowered cower flinch flinched
    hide hid hiding ambulance intruder burglar attacked assault haunted haunting suspicious worrisome
    unnerved unnerving unsettled unsettling disturbing disturbed distressed distress skittish
    claustrophobic paranoid paranoia
    nervy twitchy fretful stressing stressy shaken rattled disconcerting disconcerted foreboding
    threatening sinister creeped spooky stalked stalking stalker burgled break-in assaulted lurking
    lurked prowler imposter impostor inadequate exposed defenceless defenseless trapped cornered
    suffocating breathless hyperventilating hyperventilated palpitations quivering quaking cowering
    recoiled gulp gulped yikes eek eep uh-oh uhoh worriedly anxieties scarier scariest frightful
    apprehensively overthinking overthink overthought ruminating catastrophising catastrophizing
    dreading jitters heebie-jeebies willies collywobbles overwhelm fraught precarious perilous peril
    hazardous jeopardy insecurities tremor trembly terrorised terrorized
    intimidation bullying
    self-conscious daunted daunting nerves butterflies wobble wobbly scaredy terrorising creaking
    creaked footsteps menace uneasiness
    scarey terrifed
    shudder shuddered shuddering`,
  mild: `tension
    cautious wary storm dark exam deadline interview surgery biopsy layoff layoffs debt risk
    unknown lump scan symptoms pressure hesitate hesitated doubtfully concern concerns hopefully
    unprepared blank awkward shy ill sick test results
    operation overdraft bills eviction evicted redundancy redundancies turbulence thunder spider
    spiders heights injection needle needles dentist smear lockdown diagnosis hospital a&e pending
    uncertain
    froze wince winced`,
  phrases: `can not be good:2, could not be good:2, storm warning:2,
    hope nothing:2, something is wrong:2, something's wrong:2,
    fear of:3, what if i:3, what if i am:3, what if they:3, what if it:3, what if he:3, what if she:3,
    heart nearly stopped:3, my heart stopped:3, heart in my mouth:3, heart was pounding:3, heart pounding:3,
    stomach drop:2, stomach dropped:2, do not know how we will:2, what if:2, on edge:2, freaked out:3, freaking out:3, freak out:3, scared to death:3,
    scared stiff:3, heart racing:2, heart was racing:2, heart pounding:2, heart was pounding:2,
    panic attack:3, cold sweat:2, lose my job:2, lost sleep:2, could not sleep:2, can not sleep:2,
    kept me up:1, worst case:2, out of my depth:2, fight or flight:2, sense of dread:3,
    butterflies in my stomach:1, knot in my stomach:2, pit of my stomach:2, on pins and needles:2,
    sick with worry:3, worried sick:3, jumped out of my skin:3, shaking like a leaf:3, deer in headlights:2,
    scared me:2, frightened me:2, what will happen:1, not sure if:1, too scared:3, too afraid:3,
    afraid of:3, scared of:3, nervous about:3, worried about:3, anxious about:3, terrified of:3,
    bricking it:3, shitting myself:3, scared shitless:3, heart in my mouth:3, heart skipped:2,
    heart stopped:2, blood ran cold:3, chill down my spine:3, chills down my spine:3,
    shiver down my spine:3, hair stood up:2, hairs on the back of my neck:3, could not breathe:2,
    can not breathe:2, could hardly breathe:2, sick with nerves:3, bag of nerves:3, nervous wreck:3,
    bundle of nerves:3, nerves are shot:3, on tenterhooks:2, walking on eggshells:2, lying awake:2,
    lay awake:2, awake all night:2, up all night worrying:3, tossing and turning:2,
    can not stop thinking about:1, could not stop thinking about:1, keep thinking about:1,
    kept thinking about:1, in over my head:2, not cut out for:2, not good enough:1,
    worst nightmare:3, something bad:2, something is wrong:2, something wrong:2, god forbid:2,
    touch wood:1, let it be nothing:3, hope it is nothing:3, how will we:2, make ends meet:2,
    can not afford:2, could not afford:2, behind on rent:2, behind on the rent:2,
    trying to stay calm:2, trying to sound calm:2, trying to keep calm:2, keep it together:2,
    holding it together:2, brave face:2, scared that:2, afraid that:2, terrified that:3,
    worried that:2, scared i:2, afraid i:2, worried i:2, scared it:2, in case:1, just in case:1,
    the worst:1, fear the worst:3, feared the worst:3, what happens if:2, all the what ifs:3,
    doom scrolling:2, sense of doom:3, impending doom:3, sinking feeling:3, gut feeling:1,
    bad feeling:2, bad feeling about:3, wide awake:1, jumped at every:3, looking over my shoulder:3,
    kept looking behind:3, followed me:3, was following:2, being followed:3, someone was following:3,
    broke in:3, broken into:3, break in:2, locked the door:1, locked myself:2, triple checked:2,
    double checked:1, checked the locks:3, shook me:2, shook me up:3, shaken up:3, freaked me out:3,
    creeped me out:3, gave me the creeps:3, gives me the creeps:3, scared the life out of:3,
    frightened the life out of:3, scared the hell out of:3, nearly had a heart attack:3,
    heart was in my mouth:3,
    had a wobble:2, the nerves kicked in:3, nerves kicked in:3, stage fright:3, cold feet:2,
    got cold feet:3, chest pain:2, chest pains:2, found a lump:3, near miss:3,
    nearly crashed:3, nearly hit:2, almost crashed:3, fire alarm:2, smell of smoke:2,
    noise downstairs:3, bump in the night:3, strange noise:2, strange man:2,
    walking alone:2, walked home alone:2, alone at night:2, in the dark:1, too dark:1,
    white knuckles:3, white knuckled:3, held my breath:2, holding my breath:2,
    pulse racing:3, racing heart:3, hands shaking:3, hands were shaking:3, my hands shook:3,
    legs shaking:3, knees shaking:3, knees knocking:3, dry mouth:2, mouth went dry:3,
    felt sick with:2, felt sick:2, sick to my stomach with:3, pit in my stomach:3,
    stomach in knots:3, stomach was in knots:3, knots in my stomach:3, tight chest:2,
    chest was tight:2, tightness in my chest:3, pins and needles:1, on high alert:3, jumped a mile:3,
    nearly jumped out of my skin:3, made me jump:2, scared to:3, afraid to:3, too nervous to:3,
    too anxious to:3, dreading it:3, dreading the:3, not looking forward to:3, not ready for:2,
    am not ready:2, what if they:2, what if he:2, what if she:2, what if it:2, what if i:3,
    what if we:2, might lose:2, could lose:2, going to lose:2, gonna lose:2, afraid of losing:3,
    scared of losing:3, losing my job:3, lose the house:3, lose the flat:3, fear of:2,
    petrified of:3, frightened of:3, panic set in:3, started to panic:3, began to panic:3,
    full blown panic:3, anxiety attack:3, anxiety is:2, my anxiety:2, anxiety was:2,
    health anxiety:3, no idea what will happen:3, no idea what is going to happen:3,
    do not know what will happen:3, do not know what is going to happen:3, do not know how:1,
    beside myself:2, beside myself with worry:3, in a state:2, in a tizzy:2, in a flap:2,
    all of a dither:2, in a panic:3, frozen to the spot:3, rooted to the spot:3,
    worried out of my mind:3, out of my mind with worry:3, scared out of my mind:3,
    scared out of my wits:3,
    feel sick:2, feeling sick:2,
    diagnosed with:1, spiralling:3, spiraling:3, doom:2, doomed:2, nail biting:3, nail-biting:3,
    biting my nails:3, chewed my nails:3, pacing the floor:3, what have i done:2, in trouble:2,
    get in trouble:2, smoke alarm:2, alone in the house:2`,
};
