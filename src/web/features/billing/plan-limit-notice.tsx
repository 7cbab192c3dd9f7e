import { allowsDigestRange, type PlanLimitKind, planLimitMessages } from '../../../shared/plans.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { PLAN_LIMIT_TITLE } from './plan-limit.ts';
import { UpgradeButton } from './upgrade-button.tsx';
import { useBillingStatus } from './use-billing.ts';

/** Says which limit blocks the action and offers the upgrade instead of a bare error. */
export function PlanLimitNotice({
  limit,
  message,
  className = 'mb-6',
}: {
  limit: PlanLimitKind;
  message?: string;
  className?: string;
}) {
  return (
    <Alert title={PLAN_LIMIT_TITLE} className={className}>
      <p>{message ?? planLimitMessages[limit]}</p>
      <UpgradeButton size="sm" className="mt-2 self-start" />
    </Alert>
  );
}

/**
 * Shown before the user starts a new entry or connection they could not save: only with billing
 * on, on free, and at the limit.
 */
export function LimitReachedNotice({ resource }: { resource: 'entries' | 'connections' }) {
  const status = useBillingStatus();
  const usage = status.data?.usage[resource];
  if (!usage || usage.limit === null || usage.used < usage.limit) return null;
  return <PlanLimitNotice limit={resource} />;
}

/** In the New Digest dialog: a range the plan does not include is named before Generate is pressed. */
export function DigestRangeNotice({ range }: { range: string }) {
  const status = useBillingStatus();
  if (!status.data || allowsDigestRange(status.data.plan, range)) return null;
  return <PlanLimitNotice limit="digest_range" className="" />;
}
