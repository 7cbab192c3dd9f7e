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
