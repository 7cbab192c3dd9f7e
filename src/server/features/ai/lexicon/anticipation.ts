import type { LexiconSource } from './types.ts';

/** Anticipation: expectation, plans, hope, eagerness and waiting. Written by the Memento team. */
export const anticipation: LexiconSource = {
  strong: `eager eagerly eagerness longing yearning yearn impatiently countdown anticipate anticipated
    anticipating anticipation awaited`,
  clear: `keen eager build-up
      expectation expectations expecting hope hoped hoping hopeful hopefully await
    awaiting plan planned planning plans prepare prepared preparing preparation ready readiness upcoming
    soon goal goals aim aiming intend intention intentions ambition ambitious aspire aspiration dream
    dreams dreaming wish wished wishing excited excitement exciting schedule scheduled pending future
    someday eventually launch launching predict prediction foresee wondering imagine imagining envision
    envisioned vision strategy target milestone roadmap  prospect prospects potential opportunity
    opportunities audition application applied apply applying waiting wait waited resolution resolve
    determined determination motivated motivation ambitions curious   forthcoming
    impending imminent brewing preparations rehearse rehearsed rehearsal practice practiced practising
    practicing training train intending commit enroll enrolled enrol registered booking
    reserved reservation itinerary packing packed`,
  mild: `expect expected agenda next tomorrow
    maybe perhaps later weekend trip travel book booked ticket tickets start starting begin beginning
    new soonish interview deadline exam meeting appointment date project launch proposal idea ideas
    progress step steps forward onward ahead chance possibility possibly anyway`,
  phrases: `look forward:3, looking forward:3, looked forward:3, can not wait:3, could not wait:3,
    counting down:3, counting the days:3, next week:1, next month:1, next year:1, coming up:2,
    in a few days:1, big day:2, getting ready:2, get ready:2, fingers crossed:2, on the horizon:2,
    around the corner:2, new chapter:2, make plans:2, made plans:2, making plans:2, to do list:1,
    game plan:2, wait and see:2, see how it goes:2, the day after tomorrow:1, in the morning:1,
    one day:1, some day:1, what comes next:2, want to try:2, going to try:2, plan to:2, planning to:2,
    hope to:2, hoping to:2, aim to:2, set a goal:3, set goals:3, first step:2, sign up:1, signed up:2,
    save up:2, saving up:2, bucket list:2, new year:1, fresh start:2, this time next year:2`,
};
