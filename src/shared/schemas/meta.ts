import { z } from 'zod';
import { connectionSummarySchema } from './summaries.ts';

export const signupModes = ['open', 'waitlist', 'closed'] as const;

/** What the web app needs to know about this instance before anyone signs in. */
export const instanceMetaSchema = z
  .object({
    signup_mode: z.enum(signupModes),
    billing_enabled: z.boolean(),
    contact_email: z.string(),
  })
  .meta({ id: 'InstanceMeta' });
export type InstanceMeta = z.infer<typeof instanceMetaSchema>;

export const recentConnectionSchema = connectionSummarySchema.meta({ id: 'RecentConnection' });
export type RecentConnection = z.infer<typeof recentConnectionSchema>;
