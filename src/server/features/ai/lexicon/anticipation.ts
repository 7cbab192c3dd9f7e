import type { LexiconSource } from './types.ts';

/** Anticipation: expectation, plans, hope, eagerness and waiting. Written by the Memento team. */
export const anticipation: LexiconSource = {
  strong: `eager eagerly eagerness longing yearning yearn impatiently countdown anticipate anticipated
    anticipating anticipation awaited
    psyched raring itching champing chomping impatience expectantly expectant`,
  clear: `keen eager build-up
      expectation expectations expecting hope hoped hoping hopeful hopefully await
    awaiting planned planning prepare prepared preparing preparation ready readiness upcoming
    soon goal goals aim aiming intend intention intentions ambition ambitious aspire aspiration dream
    dreams dreaming wish wished wishing excited excitement exciting schedule scheduled pending future
    someday eventually launch launching predict prediction foresee wondering imagine imagining envision
    envisioned vision strategy target milestone roadmap  prospect prospects potential opportunity
    opportunities audition application applied apply applying waiting wait waited resolution resolve
    determined determination motivated motivation ambitions curious   forthcoming
    impending imminent brewing preparations rehearse rehearsed rehearsal practice practiced practising
    practicing training intending commit enroll enrolled enrol registered booking
    reserved reservation itinerary packing packed
    pumped hyped prepping organising organizing shortlisted shortlist daydream daydreaming
    daydreamed fantasise fantasising fantasize fantasizing envisage visualise visualising visualize
    visualizing lead-up run-up buildup countdown awaits anticipates planner prospective soon-to-be
    hopefuls rsvp invitations onboarding anticipatory
    excitedly
    practised practise crave craving cravings wishlist manifesting
    antsy picturing clock-watching`,
  mild: `expect expected agenda tomorrow
    later weekend trip travel book ticket tickets start starting begin beginning
    soonish interview deadline exam meeting appointment date project launch proposal idea ideas
    progress step steps forward onward ahead chance possibility possibly anyway
    tonight sometime eventually shortly
    plan plans`,
  phrases: `only one more:2, can picture it:2, can already picture:2,
    on tenterhooks:3,
    fly out:2, praying for:2, will find out:2, i'll find out:2, find out tomorrow:2,
    days left:2, weeks left:2, sleeps left:3, getting married:2, hoping for:2, the big day:2,
    tomorrow is the day:3, bring on:2,
    i'm going to:1, i am going to:1, we're going to:1, we are going to:1, i'm gonna:1, i want to:1,
    i plan to:2, we plan to:2, planning to:2, hoping to:2, i hope:2, we hope:2, fingers crossed:3,
    one more sleep:2, one more shift:2, one more week:2, one more day:2, days to go:2, a month to go:2, sleeps till:3, sleeps until:3, sleeps to go:3, step closer:2, wait and see:2,
    look forward:3, looking forward:3, looked forward:3, can not wait:3, could not wait:3,
    counting down:3, counting the days:3, next week:1, next month:1, next year:1, coming up:2,
    in a few days:1, big day:2, getting ready:2, get ready:2, fingers crossed:2, on the horizon:2,
    around the corner:2, new chapter:2, make plans:2, made plans:2, making plans:2, to do list:1,
    game plan:2, wait and see:2, see how it goes:2, the day after tomorrow:1, in the morning:1,
    one day:1, some day:1, what comes next:2, want to try:2, going to try:2, plan to:2, planning to:2,
    hope to:2, hoping to:2, aim to:2, set a goal:3, set goals:3, first step:2, sign up:1, signed up:2,
    save up:2, saving up:2, bucket list:2, new year:1, fresh start:2, this time next year:2,
    can barely wait:3, can hardly wait:3, can not sit still:2, could not sit still:2, sit still:1,
    dying to:3, itching to:3, raring to go:3, chomping at the bit:3, champing at the bit:3,
    on the edge of my seat:3, edge of my seat:3, on tenterhooks:2, any day now:3, any minute now:2,
    not long now:3, not long to go:3, nearly there:2, almost there:2, one more sleep:3,
    more sleeps:3, days to go:3, weeks to go:2, days until:2, days till:2, weeks until:2,
    weeks till:2, sleeps until:3, sleeps till:3, find out if:2, find out whether:2, we find out:2,
    finding out:1, waiting to hear:3, waiting on:2, waiting for:2, wait to hear:2, hear back:2,
    hope so:2, here's hoping:3, here is hoping:3, bring it on:3, gearing up:3, building up to:2,
    lead up to:2, run up to:2, in the run up:2, coming soon:2, excited for:3, excited about:3,
    psyched for:3, so ready:2, ready for:1, wonder if:2, wonder whether:2, wondering if:2,
    the plan is:2, moving day:2, due date:2, is due:1, are due:1, can not wait to:3, want to get:1,
    am going to:1, i will finally:2, finally getting:2, finally going:2, so close:1, get to see:2,
    getting to see:2, get to go:2, on the way:1, cross my fingers:2, crossing my fingers:2,
    keeping my fingers crossed:3, cannot wait:3,
    next weekend:1,
    this weekend:1, first day:1, new job:1, new house:1, new flat:1, new home:1, big move:2,
    the move:1, starting over:2, start over:2, start afresh:2,
    d-day:2, the night before:1, eve of:1,
    first date:2,
    can not come soon enough:3, come soon enough:3, hurry up:2, so close now:2, nearly time:2,
    almost time:2, this time tomorrow:3, this time next week:3, by this time tomorrow:3,
    the wait is killing me:3, waiting is the worst:3, the waiting:2, want it so badly:2,
    wish me luck:3, wish us luck:3, here goes:2, here we go:2, ready or not:2, game day:2,
    match day:2, opening night:2, launch day:2, results day:2, the day has come:2, will know by:2,
    we will see:2, we shall see:2, time will tell:2, watch this space:3, nervous excitement:3,
    clock watching:2, checking my phone:2, refreshing my email:3, refreshing the page:3,
    kept refreshing:3, kept checking:2, keep checking:2, saving for:2, training for:2, applied for:2,
    on the waiting list:2, waiting list:1, due any day:3`,
};
