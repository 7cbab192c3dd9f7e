import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { metaQuery } from '../../api/meta.ts';
import { useAccount } from '../../auth/account.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { BillingDetails } from '../billing/billing-section.tsx';
import { SettingsSection } from './settings-section.tsx';

const planNames = { free: 'Free', pro: 'Pro' } as const;

/** What each plan gives, in the landing page's words (PRODUCT-SPEC section 6). */
const planLines = {
  free: '100 mementos, basic emotion tracking, 5 subjects, 7-day history.',
  pro: 'Unlimited mementos and subjects, advanced emotion analysis, AI summaries and insights.',
} as const;

/** The plan this account is on; with billing on, its usage and the way to upgrade or manage it. */
export function PlanSection() {
  const { profile } = useAccount();
  const meta = useQuery(metaQuery());
  const plan = profile?.plan;
  return (
    <SettingsSection id="plan" title="Plan" description="The plan your account is on.">
      {plan ? (
        <>
          <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:gap-3">
            <Badge
              data-testid="current-plan"
              className={cn(
                'self-start px-3 py-1 text-sm sm:self-auto',
                plan === 'pro' && 'border-primary/30 bg-accent text-accent-foreground',
              )}
            >
              {plan === 'pro' && <Sparkles aria-hidden className="mr-1 size-3.5" />}
              {planNames[plan]}
            </Badge>
            {meta.data && (
              <span className="text-muted-foreground">
                {meta.data.billing_enabled
                  ? planLines[plan]
                  : 'This server sets no plan limits: every feature is yours.'}
              </span>
            )}
          </div>
          {meta.data?.billing_enabled && <BillingDetails />}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Your plan could not be read. Reload the page to try again.
        </p>
      )}
    </SettingsSection>
  );
}
