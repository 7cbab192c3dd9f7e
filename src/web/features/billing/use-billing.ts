import { useMutation, useQuery } from '@tanstack/react-query';
import { billingQueries, openBillingPortal, startCheckout } from '../../api/billing.ts';
import { errorMessage } from '../../api/http.ts';
import { metaQuery } from '../../api/meta.ts';
import { toast } from '../../lib/toast.ts';

/** Whether this server bills (Stripe configured); until meta has loaded, it does not. */
export function useBillingEnabled(): boolean {
  const meta = useQuery(metaQuery());
  return meta.data?.billing_enabled === true;
}

/** The plan and usage; fetched only when billing is on, and afresh on every mount (usage moves). */
export function useBillingStatus() {
  const enabled = useBillingEnabled();
  return useQuery(billingQueries.status(enabled));
}

/** Sends the browser to a Stripe-hosted page (Checkout or the portal); says so when it cannot. */
function useRedirect(request: () => Promise<{ url: string }>, failure: string) {
  return useMutation({
    mutationFn: request,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast.error(failure, { description: errorMessage(error) }),
  });
}

export const useUpgrade = () => useRedirect(startCheckout, 'The upgrade could not start');
export const useManageSubscription = () =>
  useRedirect(openBillingPortal, 'The billing portal could not open');
