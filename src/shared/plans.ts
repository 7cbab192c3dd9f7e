/**
 * The plans, as data: the landing page shows them and (when billing is on) the server enforces
 * the limits. Admin is marketing only (PRODUCT-SPEC reading 8).
 */
export interface PlanCard {
  id: 'free' | 'pro' | 'admin';
  name: string;
  price: string;
  period?: string;
  tagline: string;
  features: string[];
  cta: string;
  highlighted?: boolean;
}

export const planLimits = {
  free: { entries: 100, connections: 5, digestRanges: ['week'] as const, aiSummaries: false },
  pro: {
    entries: null,
    connections: null,
    digestRanges: ['week', 'month', 'quarter', 'year'] as const,
    aiSummaries: true,
  },
} as const;

/** What the free plan caps, as the API's `plan_limit` errors name it in `details.limit`. */
export type PlanLimitKind = 'entries' | 'connections' | 'digest_range' | 'ai_summaries';

/**
 * Which limit was reached and how to lift it, in one wording for the server's 403 and the
 * app's notices.
 */
export const planLimitMessages: Record<PlanLimitKind, string> = {
  entries: `The Free plan keeps up to ${planLimits.free.entries} entries. Upgrade to Pro in Settings for unlimited entries.`,
  connections: `The Free plan keeps up to ${planLimits.free.connections} connections. Upgrade to Pro in Settings for unlimited connections.`,
  digest_range:
    'The Free plan makes digests of the past week only. Upgrade to Pro in Settings for month, quarter and year digests.',
  ai_summaries:
    'AI entry summaries are part of the Pro plan. Upgrade to Pro in Settings to summarise your entries.',
};

/** Whether a plan may make a digest over this range. */
export const allowsDigestRange = (plan: keyof typeof planLimits, range: string): boolean =>
  (planLimits[plan].digestRanges as readonly string[]).includes(range);

export const planCards: PlanCard[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    tagline: 'For getting started with mindful journaling.',
    features: ['100 mementos', 'Basic emotion tracking', '5 subjects', '7-day history'],
    cta: 'Get Started',
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$9.99',
    period: '/month',
    tagline: 'For a lifetime of memories and deeper insight.',
    features: [
      'Unlimited mementos',
      'Advanced emotion analysis',
      'Unlimited subjects',
      'Relationship intelligence',
      'AI summaries and insights',
      'Priority support',
    ],
    cta: 'Upgrade to Pro',
    highlighted: true,
  },
  {
    id: 'admin',
    name: 'Admin',
    price: 'Custom',
    tagline: 'For teams and organizations.',
    features: [
      'Everything in Pro',
      'Team collaboration',
      'Admin dashboard',
      'Custom integrations',
      'Enterprise SSO',
      'Dedicated support',
    ],
    cta: 'Contact Us',
  },
];

/**
 * What a self-hosted server without billing gives everyone (PRODUCT-SPEC reading 8: nothing is
 * limited), shown on the landing page instead of prices (decision 014).
 */
export const includedFeatures: string[] = [
  'Unlimited mementos and connections',
  'Emotion analysis of every entry',
  'Reflective digests of any period',
  'Relationship intelligence',
  'AI summaries, offline by default',
  'Your data on your own server',
];
