import { z } from 'zod';
import { plans } from './profile.ts';

const usageSchema = z.object({
  used: z.number().int().min(0),
  limit: z.number().int().nullable().meta({ description: 'null: no limit on this plan' }),
});

/** The caller's plan, what it allows and how much of it is used (Settings and limit notices). */
export const billingStatusSchema = z
  .object({
    billing_enabled: z.boolean(),
    plan: z.enum(plans),
    /** True once Stripe knows the account, so the billing portal has something to manage. */
    can_manage: z.boolean(),
    usage: z.object({ entries: usageSchema, connections: usageSchema }),
  })
  .meta({ id: 'BillingStatus' });
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** A Stripe-hosted page to send the browser to (Checkout or the billing portal). */
export const billingRedirectSchema = z.object({ url: z.url() }).meta({ id: 'BillingRedirect' });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

export const verifyQuerySchema = z.object({
  session_id: z
    .string()
    .min(1, 'must not be blank')
    .max(255, 'must be at most 255 characters')
    .regex(/^cs_[A-Za-z0-9_]+$/, 'must be a Stripe Checkout Session id (cs_...)'),
});

export const verifyResultSchema = z.object({ plan: z.enum(plans) }).meta({ id: 'BillingVerifyResult' });
export type VerifyResult = z.infer<typeof verifyResultSchema>;

export const webhookResultSchema = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .meta({ id: 'BillingWebhookResult' });
