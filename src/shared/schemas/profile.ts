import { z } from 'zod';
import { isoDateTime, requiredText } from './common.ts';
import { timeZoneSchema } from './time-zone.ts';

export const plans = ['free', 'pro'] as const;
export type Plan = (typeof plans)[number];

export const profileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    plan: z.enum(plans),
    onboarded: z.boolean(),
    time_zone: z
      .string()
      .meta({ description: 'IANA time zone: the days of Today and of reminders', example: 'Europe/Paris' }),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z
  .strictObject({
    name: requiredText(100).optional(),
    onboarded: z.boolean().optional(),
    time_zone: timeZoneSchema.optional(),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** What the browser tells the server on each sign-in: its time zone, used until the person picks another. */
export const profileSyncSchema = z
  .strictObject({ time_zone: timeZoneSchema.optional() })
  .meta({ id: 'ProfileSync' });
export type ProfileSync = z.infer<typeof profileSyncSchema>;
