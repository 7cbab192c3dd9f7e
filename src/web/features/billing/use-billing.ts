import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { getBillingStatus, openBillingPortal, startCheckout } from '../../api/billing.ts';
import { getMeta } from '../../api/endpoints.ts';
import { errorMessage } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** Whether this server bills (Stripe configured); until meta has loaded, it does not. */
export function useBillingEnabled(): boolean {
  const meta = useQuery({ queryKey: queryKeys.meta, queryFn: getMeta, staleTime: Number.POSITIVE_INFINITY });
  return meta.data?.billing_enabled === true;
}

/** The plan and usage; fetched only when billing is on, and afresh on every mount (usage moves). */
export function useBillingStatus() {
  const enabled = useBillingEnabled();
  return useQuery({ queryKey: queryKeys.billing, queryFn: getBillingStatus, enabled, staleTime: 0 });
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
