import type { LexiconSource } from './types.ts';

/** Trust: reliance, safety, closeness, support and respect. Written by the Memento team. */
export const trust: LexiconSource = {
  strong: `trust trusted trusting trustworthy faithful loyal loyalty devoted devotion reliable dependable
    steadfast unwavering wholehearted confide confided confidant`,
  clear: `sensible careful earned
    recommend recommended
    confident confidence believe believed belief faith honest honesty sincere sincerely genuine
    genuinely integrity support supported supportive supporting safe safely secure security reassured
    reassuring reassurance rely relied relying depend depended friendship ally partnership
    teamwork together bond bonded bonding closeness understood understanding respect respected
    respectful admire admired admiration accept accepted acceptance welcomed welcoming comfort comforted
    comforting encourage encouraged encouraging encouragement mentor mentored guidance guided advice
    advised caring cared protect protected protective listened listening openly solid steady stable
    stability committed commitment promise promised collaborate collaborated collaboration cooperation
    cooperative fairness agreed agreement harmony united unity belong belonging community helpful
    helped supportively truthful transparent credible competent capable assured assurance counsel
    backing backed vouch vouched entrust entrusted confiding heartfelt mutual reconcile reconciled
    reconciliation forgive forgave forgiven forgiveness apology apologised apologized patient patience
    compassion compassionate empathy empathetic warmhearted kindly gentle gently`,
  mild: `friend friends friendly colleague colleagues mom mum dad mother father sister brother family team
    partner wife husband grandma grandpa grandmother grandfather doctor nurse teacher therapist counselor
    counsellor coach neighbor neighbour neighbors neighbours help care kind listen open sure certain agree
    fair calm calmly grounded share shared sharing talk talked
    conversation conversations hugged home`,
  phrases: `no hesitation:2, count on:2, rely on:2, there for me:3, had my back:3, has my back:3, got my back:3,
    in good hands:3, opened up:2, open up:2, heart to heart:2, kept her promise:2, kept his promise:2,
    kept their promise:2, kept my secret:2, on the same page:2, by my side:3, lean on:2, leaned on:2,
    believe in:2, believed in me:3, looked out for:2, look out for:2, feel safe:3, felt safe:3,
    feel understood:3, felt understood:3, felt heard:3, feel heard:3, stood by me:3, stand by:2,
    we are a team:2, trust each other:3, trust her:3, trust him:3, trust them:3, safe with:2,
    in this together:3, good listener:2, shoulder to cry on:2, word of honor:2, word of honour:2,
    take care of:1, took care of:1, looked after:2, look after:2, picked me up:1`,
};
