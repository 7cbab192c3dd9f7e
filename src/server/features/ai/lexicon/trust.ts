import type { LexiconSource } from './types.ts';

/** Trust: reliance, safety, closeness, support and respect. Written by the Memento team. */
export const trust: LexiconSource = {
  strong: `trust trusted trusting trustworthy faithful loyal loyalty devoted devotion reliable dependable
    steadfast unwavering wholehearted confide confided confidant
    trustworthiness unconditional unconditionally soulmate`,
  clear: `thorough
    sensible careful earned
    recommend recommended
    confident confidence believe believed belief faith honest honesty sincere sincerely genuine
    genuinely integrity support supported supportive supporting safe safely secure security reassured
    reassuring reassurance rely relied relying depend depended friendship ally partnership
    teamwork bond bonded bonding closeness understood understanding respect respected
    respectful admire admired admiration accept acceptance welcomed welcoming comfort comforted
    comforting encourage encouraged encouraging encouragement mentor mentored guidance guided
    caring cared protect protected protective listened listening openly solid steady stable
    stability committed commitment promise promised collaborate collaborated collaboration cooperation
    cooperative fairness harmony united unity belong belonging community helpful
    supportively truthful transparent credible competent capable assured assurance counsel
    backing backed vouch vouched entrust entrusted confiding heartfelt mutual reconcile reconciled
    reconciliation forgive forgave forgiven forgiveness apology apologised apologized patient patience
    compassion compassionate empathy empathetic warmhearted kindly gentle gently
    reassure reassures reassuringly safer safest trusty trustful candid upfront reliably faithfully
    loyally devotedly accepting nonjudgmental non-judgmental non-judgemental confides relies
    teammate teammates comrade companion companionship kinship allies bestie bff dependability
    looked-after cared-for supporter supporters solidarity camaraderie honourable honorable decent
    believes entrusts
    discreet discretion`,
  mild: `friend friends friendly colleague colleagues mom mum dad mother father sister brother family team
 partner wife husband grandma grandpa grandmother grandfather doctor nurse teacher therapist counselor
 counsellor coach neighbor neighbour neighbors neighbours help care kind listen sure certain agree
 fair calm calmly grounded share shared sharing talk talked
 together agreed agreement helped accepted advice advised
 conversation conversations hugged
 minded babysat babysit babysitting lent lending`,
  phrases: `the one person:2, have it handled:2, had it handled:2, has it handled:2, team work:2,
    be myself around:3, be myself with:3, good egg:3, let my guard down:3, straight with us:2,
    straight with me:2, knows what to say:2, good head on her shoulders:3, good head on his shoulders:3,
    follow her lead:2, follow his lead:2, explained everything:2, look out for each other:3,
    looks out for me:3, look out for me:3, looked out for me:3, meant every word:2, covered for me:3,
    covered my shift:2, picked up the slack:2,
    first one there:2, always there for:3,
    real friend:2, true friend:3, owe him:2, owe her:2, owe them:2, never judges:3, does not judge:3,
    did not judge:3, without judging:3, without judgement:3, know where i stand:2, a good team:2,
    telling the truth:2, comes through:2, came through:2, showed up when:2, at home with:2,
    pitched in:2, rallied round:3, rallied around:3, took his word:2, took her word:2,
    helped me:2, helped us:2, stick together:2, stuck together:2, in this together:3, accepted me:2,
    man of his word:3, woman of her word:3, kept his word:3, kept her word:3, true to his word:3,
    true to her word:3, stuck by me:3, stuck with me:2, stood by me:3, not alone:2, showed up for me:3,
    no hesitation:2, count on:2, rely on:2, there for me:3, had my back:3, has my back:3, got my back:3,
    in good hands:3, opened up:2, open up:2, heart to heart:2, kept her promise:2, kept his promise:2,
    kept their promise:2, kept my secret:2, on the same page:2, by my side:3, lean on:2, leaned on:2,
    believe in:2, believed in me:3, looked out for:2, look out for:2, feel safe:3, felt safe:3,
    feel understood:3, felt understood:3, felt heard:3, feel heard:3, stood by me:3, stand by:2,
    we are a team:2, trust each other:3, trust her:3, trust him:3, trust them:3, safe with:2,
    in this together:3, good listener:2, shoulder to cry on:2, word of honor:2, word of honour:2,
    take care of:1, took care of:1, looked after:2, look after:2, picked me up:1,
    my rock:3, rock solid:2, kept her word:3, kept his word:3, kept their word:3, true to her word:3,
    true to his word:3, good as her word:3, good as his word:3, never let me down:3,
    never lets me down:3, always there:2, without asking:2, did not even have to ask:3,
    did not have to ask:2, no questions asked:3, without a second thought:3, without hesitation:3,
    stepped in:2, stepped up:2, showed up for me:3, turned up for me:3, covered for me:3,
    vouched for:3, in safe hands:3, trust her with:3, trust him with:3, trust them with:3,
    with my life:2, could tell her anything:3, could tell him anything:3, can tell her anything:3,
    can tell him anything:3, tell her anything:2, tell him anything:2, told her everything:2,
    told him everything:2, best friend:1, secret is safe:3, keep a secret:2, kept the secret:2,
    held my hand:2, holds my hand:2, looks out for me:3, look out for me:3, i know she will:2,
    i know he will:2, i know they will:2, always be there:3, will be there for:3,
    there for each other:3, got each other:3, we have got this:2, we got this:2, sort it together:2,
    figure it out together:2, work it out together:2, in it together:3, on my side:3, on our side:3,
    in my corner:3, backed me up:3, back me up:2, stood up for me:3, spoke up for me:3,
    defended me:3, took a chance on me:3, gave me a chance:2, believed me:3, took my word:2,
    benefit of the doubt:2, depend on:2, count on her:3, count on him:3, count on them:3,
    rely on her:3, rely on him:3, in safe hands:3, can trust:3, could trust:3, trust my:2,
    total trust:3, complete trust:3, full trust:3, have faith in:3, has faith in:3, faith in:2,
    feel secure:3, felt secure:3, at ease with:2, comfortable with her:2, comfortable with him:2,
    someone i trust:3, know i can:2, knew i could:2, take her word:2, take his word:2,
    looked after me:3, look after me:2, take care of me:2, took care of me:3, leave the kids with:2,
    left the kids with:2, spare key:2, keys to:1, let me borrow:2, lent me:2,
    got it covered:2, has it covered:3, has it handled:3, in capable hands:3, honest with me:3,
    was honest:2, told me the truth:3, tells me the truth:3, opened up to me:3, confided in me:3,
    safe pair of hands:3, can be trusted:3, my anchor:3, my person:2, ride or die:3,
    always does:1, always has:1, always will:1, never fails:2, never failed:2, will sort it:2,
    will sort it out:2,
    did not even check:2, no need to check:2, gave her the password:2, she knows me:2, he knows me:2,
    knows me better than:3, knows me so well:3, gets me:2, understands me:3,
    on the same wavelength:2, no secrets:3, does what she says:3, did what she said:2,
    does what he says:3, did what he said:2, follows through:3, followed through:2, as promised:2,
    like she promised:2, like he promised:2, keeps her promises:3, keeps his promises:3,
    keeps every promise:3, kept every promise:3, let him drive:2, let her drive:2`,
};
