import { z } from 'zod';

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

export const recentConnectionSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.enum(['person', 'idea', 'institution']),
    image_url: z.string().nullable(),
  })
  .meta({ id: 'RecentConnection' });
export type RecentConnection = z.infer<typeof recentConnectionSchema>;
