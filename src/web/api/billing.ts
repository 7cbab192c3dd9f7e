import { queryOptions } from '@tanstack/react-query';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';

/** The billing endpoints (answering only when the server has Stripe configured; see meta.billing_enabled). */

const root = ['billing'] as const satisfies [Feature];

export const billingQueries = {
  /** The plan and usage against its limits; refetched on every mount, since usage moves. */
  status: (enabled: boolean) =>
    queryOptions({
      queryKey: [...root, 'status'] as const,
      queryFn: ({ signal }) => call(client.GET('/api/v1/billing', { signal })),
      enabled,
      staleTime: 0,
    }),
  verify: (sessionId: string) =>
    queryOptions({
      queryKey: [...root, 'verify', sessionId] as const,
      queryFn: ({ signal }) =>
        call(client.GET('/api/v1/billing/verify', { params: { query: { session_id: sessionId } }, signal })),
    }),
};

export const startCheckout = () => call(client.POST('/api/v1/billing/checkout'));
export const openBillingPortal = () => call(client.POST('/api/v1/billing/portal'));
