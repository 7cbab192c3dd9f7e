import { useQuery } from '@tanstack/react-query';
import { metaQuery } from '../../api/meta.ts';
import { useAccount } from '../../auth/account.tsx';
import { LandingView } from './landing-view.tsx';

/**
 * `/landing` in the app, for a signed-in user (the call to action leads to the dashboard) and once
 * the service worker serves every page; a visitor's first load gets the prerendered copy instead
 * (docs/decisions/034). The account only changes the call to action; the instance's settings choose
 * between plans and what Memento includes.
 */
export default function LandingPage() {
  const { user } = useAccount();
  const meta = useQuery(metaQuery());
  const plans = meta.data?.billing_enabled
    ? { billing: true as const, contactEmail: meta.data.contact_email }
    : { billing: false as const };
  return <LandingView signedIn={Boolean(user)} plans={plans} year={new Date().getFullYear()} />;
}
