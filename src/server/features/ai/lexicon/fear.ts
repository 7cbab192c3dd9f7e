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
    intimidation bullying`,
  mild: `cautious wary storm dark exam deadline interview surgery biopsy layoff layoffs debt risk
    unknown lump scan symptoms pressure hesitate hesitated doubtfully concern concerns hopefully
    unprepared blank awkward shy ill sick test results
    operation overdraft bills eviction evicted redundancy redundancies turbulence thunder spider
    spiders heights injection needle needles dentist smear lockdown diagnosis hospital a&e pending
    uncertain`,
  phrases: `stomach drop:2, stomach dropped:2, do not know how we will:2, what if:2, on edge:2, freaked out:3, freaking out:3, freak out:3, scared to death:3,
    scared stiff:3, heart racing:2, heart was racing:2, heart pounding:2, heart was pounding:2,
    panic attack:3, cold sweat:2, lose my job:2, lost sleep:2, could not sleep:2, can not sleep:2,
    kept me up:1, worst case:2, out of my depth:2, fight or flight:2, sense of dread:3,
    butterflies in my stomach:1, knot in my stomach:2, pit of my stomach:2, on pins and needles:2,
    sick with worry:3, worried sick:3, jumped out of my skin:3, shaking like a leaf:3, deer in headlights:2,
    scared me:2, frightened me:2, what will happen:1, not sure if:1, too scared:3, too afraid:3,
    afraid of:2, scared of:2, nervous about:2, worried about:2, anxious about:2, terrified of:3,
    bricking it:3, shitting myself:3, scared shitless:3, heart in my mouth:3, heart skipped:2,
    heart stopped:2, blood ran cold:3, chill down my spine:3, chills down my spine:3,
    shiver down my spine:3, hair stood up:2, hairs on the back of my neck:3, could not breathe:2,
    can not breathe:2, could hardly breathe:2, sick with nerves:3, bag of nerves:3, nervous wreck:3,
    bundle of nerves:3, nerves are shot:3, on tenterhooks:2, walking on eggshells:2, lying awake:2,
    lay awake:2, awake all night:2, up all night worrying:3, tossing and turning:2,
    can not stop thinking about:2, could not stop thinking about:2, keep thinking about:1,
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
    heart was in my mouth:3`,
};
