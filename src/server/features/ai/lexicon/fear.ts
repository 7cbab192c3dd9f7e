import type { LexiconSource } from './types.ts';

/** Fear: terror, anxiety, worry, threat and insecurity. Written by the Memento team. */
export const fear: LexiconSource = {
  strong: `terrified terrifying terrify horrified horrifying petrified panic panicked panicking panicky dread
    dreading dreaded terror horror frightened frightening scared nightmare nightmares phobia paralyzed
    paralysed traumatized traumatised trauma hysterical`,
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
    claustrophobic paranoid paranoia`,
  mild: `cautious wary storm dark exam deadline interview surgery biopsy layoff layoffs debt risk
    unknown lump scan symptoms pressure hesitate hesitated doubtfully concern concerns hopefully
    unprepared blank awkward shy ill sick test results`,
  phrases: `stomach drop:2, stomach dropped:2, do not know how we will:2, what if:1, on edge:2, freaked out:3, freaking out:3, freak out:3, scared to death:3,
    scared stiff:3, heart racing:2, heart was racing:2, heart pounding:2, heart was pounding:2,
    panic attack:3, cold sweat:2, lose my job:2, lost sleep:2, could not sleep:2, can not sleep:2,
    kept me up:1, worst case:2, out of my depth:2, fight or flight:2, sense of dread:3,
    butterflies in my stomach:1, knot in my stomach:2, pit of my stomach:2, on pins and needles:2,
    sick with worry:3, worried sick:3, jumped out of my skin:3, shaking like a leaf:3, deer in headlights:2,
    scared me:2, frightened me:2, what will happen:1, not sure if:1, too scared:3, too afraid:3,
    afraid of:2, scared of:2, nervous about:2, worried about:2, anxious about:2, terrified of:3`,
};
