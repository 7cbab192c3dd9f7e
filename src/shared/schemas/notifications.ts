import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** What Memento reminds people of (issue 18). */
export const notificationKinds = ['important_dates', 'keep_in_touch', 'journaling', 'weekly_digest'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationChannels = ['email', 'push', 'webhook'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const weekday = z.number().int().min(1).max(7);

const localTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM (24-hour)')
  .meta({ example: '08:00' });

export const kindSettingSchema = z
  .strictObject({
    enabled: z.boolean(),
    time: localTime.meta({ description: 'Local time of day (the profile’s time zone) it is sent at' }),
    weekdays: z
      .array(weekday)
      .min(1, 'choose at least one day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'each day once')
      .meta({ description: 'ISO weekdays it is sent on (1 = Monday); important dates ignore it' }),
    days_before: z
      .number()
      .int()
      .min(0, 'must be 0 or more')
      .max(30, 'must be at most 30')
      .meta({ description: 'Important dates only: also remind this many days before (0 = on the day only)' }),
    channels: z
      .array(z.enum(notificationChannels))
      .max(3)
      .refine((c) => new Set(c).size === c.length, 'each channel once'),
  })
  .meta({ id: 'NotificationKindSetting' });
export type KindSetting = z.infer<typeof kindSettingSchema>;

export const kindSettingsSchema = z
  .strictObject({
    important_dates: kindSettingSchema,
    keep_in_touch: kindSettingSchema,
    journaling: kindSettingSchema,
    weekly_digest: kindSettingSchema,
  })
  .meta({ id: 'NotificationKindSettings' });
export type KindSettings = z.infer<typeof kindSettingsSchema>;

const everyDay = [1, 2, 3, 4, 5, 6, 7];

/** What a person gets before they change anything: the useful reminders on, by email. */
export const defaultKindSettings: KindSettings = {
  important_dates: { enabled: true, time: '08:00', weekdays: everyDay, days_before: 3, channels: ['email'] },
  keep_in_touch: { enabled: true, time: '09:00', weekdays: [1], days_before: 0, channels: ['email'] },
  // A daily nudge is opt-in: on by default it would be noise for people who write when they like.
  journaling: { enabled: false, time: '20:00', weekdays: everyDay, days_before: 0, channels: ['email'] },
  weekly_digest: { enabled: true, time: '18:00', weekdays: [7], days_before: 0, channels: ['email'] },
};

export const WEBHOOK_URL_MAX = 2000;

/** `json`: the whole notification as JSON; `ntfy`: a topic URL of ntfy (title header, message body). */
export const webhookFormats = ['json', 'ntfy'] as const;

export const notificationSettingsSchema = z
  .object({
    kinds: kindSettingsSchema,
    webhook_url: z.string().nullable().meta({ description: 'Where webhook notifications are POSTed' }),
    webhook_format: z.enum(webhookFormats),
    email: z.string().meta({ description: 'Where email notifications go (the account’s address)' }),
    time_zone: z.string().meta({ description: 'The profile’s time zone the times are read in' }),
    channels_available: z
      .object({
        email: z.boolean().meta({ description: 'The server can send mail (SMTP_URL is set)' }),
        push: z.boolean(),
        webhook: z.boolean(),
      })
      .meta({ description: 'Which channels this server can deliver on' }),
    vapid_public_key: z.string().meta({ description: 'For PushManager.subscribe (applicationServerKey)' }),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsUpdateSchema = z
  .strictObject({
    kinds: kindSettingsSchema.optional(),
    webhook_url: z
      .string()
      .trim()
      .max(WEBHOOK_URL_MAX, `must be at most ${WEBHOOK_URL_MAX} characters`)
      .nullable()
      .optional()
      .meta({ description: 'http(s) URL; null or empty removes it' }),
    webhook_format: z.enum(webhookFormats).optional(),
  })
  .meta({ id: 'NotificationSettingsUpdate' });
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

export const pushSubscriptionInputSchema = z
  .strictObject({
    endpoint: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2000),
    keys: z.strictObject({
      p256dh: z.string().min(1).max(200),
      auth: z.string().min(1).max(100),
    }),
    device: z.string().trim().max(120).optional().meta({ description: 'A name to tell devices apart' }),
  })
  .meta({ id: 'PushSubscriptionInput' });
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushSubscriptionSchema = z
  .object({ id: z.uuid(), device: z.string().nullable(), created_at: isoDateTime })
  .meta({ id: 'PushSubscription' });

export const notificationLogItemSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(notificationKinds),
    channel: z.enum(notificationChannels),
    status: z.enum(['delivered', 'failed']),
    reason: z.string().nullable().meta({ description: 'Why it failed, in words a person can act on' }),
    subject: z.string().meta({ description: 'What was sent, e.g. "Maya’s birthday is in 3 days"' }),
    local_date: z.iso.date(),
    sent_at: isoDateTime,
  })
  .meta({ id: 'NotificationLogItem' });
export type NotificationLogItem = z.infer<typeof notificationLogItemSchema>;
