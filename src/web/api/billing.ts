import type { BillingRedirect, BillingStatus, VerifyResult } from '../../shared/schemas/billing.ts';
import { api } from './http.ts';

/** The billing endpoints (present only when the server has Stripe configured; see meta.billing_enabled). */

export const getBillingStatus = () => api<BillingStatus>('/api/v1/billing');
export const startCheckout = () => api<BillingRedirect>('/api/v1/billing/checkout', { method: 'POST' });
export const openBillingPortal = () => api<BillingRedirect>('/api/v1/billing/portal', { method: 'POST' });
export const verifySubscription = (sessionId: string) =>
  api<VerifyResult>(`/api/v1/billing/verify?session_id=${encodeURIComponent(sessionId)}`);
