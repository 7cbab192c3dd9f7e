import { CreditCard } from 'lucide-react';
import type { BillingStatus } from '../../../shared/schemas/billing.ts';
import { errorMessage } from '../../api/http.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { UpgradeButton } from './upgrade-button.tsx';
import { useBillingStatus, useManageSubscription } from './use-billing.ts';

const nouns = { entries: ['entry', 'entries'], connections: ['connection', 'connections'] } as const;

/** '37 of 100 entries' on a limited plan, '137 entries' on an unlimited one. */
export function usageLine(resource: keyof typeof nouns, usage: BillingStatus['usage']['entries']): string {
  const [one, many] = nouns[resource];
  if (usage.limit === null) return `${usage.used} ${usage.used === 1 ? one : many}`;
  return `${usage.used} of ${usage.limit} ${usage.limit === 1 ? one : many}`;
}

function UsageMeter({
  resource,
  usage,
}: {
  resource: keyof typeof nouns;
  usage: BillingStatus['usage']['entries'];
}) {
  const line = usageLine(resource, usage);
  if (usage.limit === null) return <li>{line}</li>;
  const share = Math.min(1, usage.used / usage.limit);
  const full = usage.used >= usage.limit;
  return (
    <li className="flex flex-col gap-1">
      <span className={cn(full && 'font-medium text-destructive')}>{line}</span>
      {/* The line above says it in words; the bar is for the eye only. */}
      <span aria-hidden className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-muted">
        <span
          className={cn('block h-full rounded-full', full ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${share * 100}%` }}
        />
      </span>
    </li>
  );
}

/** Settings, with billing on: usage against the plan's limits and the way to change plan. */
export function BillingDetails() {
  const status = useBillingStatus();
  const manage = useManageSubscription();
  if (status.isPending) return <Spinner className="mt-3" />;
  if (status.isError)
    return (
      <p className="mt-3 text-sm text-destructive">{errorMessage(status.error, 'Usage could not be read')}</p>
    );
  const { plan, usage, can_manage: canManage } = status.data;
  const managing = manage.isPending || manage.isSuccess;
  return (
    <div className="mt-4 flex flex-col gap-4 text-sm">
      <ul aria-label="Usage" className="flex flex-col gap-3">
        <UsageMeter resource="entries" usage={usage.entries} />
        <UsageMeter resource="connections" usage={usage.connections} />
      </ul>
      <div className="flex flex-wrap gap-2">
        {plan === 'free' && <UpgradeButton />}
        {canManage && (
          <Button variant="outline" onClick={() => manage.mutate()} disabled={managing}>
            {managing ? <Spinner className="text-current" /> : <CreditCard aria-hidden />}
            Manage subscription
          </Button>
        )}
      </div>
    </div>
  );
}
