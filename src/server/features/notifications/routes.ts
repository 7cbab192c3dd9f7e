import { z } from '@hono/zod-openapi';
import { isoDateTime, itemsOf, page, pageQuery } from '../../../shared/schemas/common.ts';
import {
  notificationLogItemSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  pushSubscriptionInputSchema,
  pushSubscriptionSchema,
} from '../../../shared/schemas/notifications.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { jsonBody, jsonResponse, notFoundError } from '../../http/responses.ts';
import { answerQuery, removeById } from '../../http/serve.ts';
import type { JobEngine } from '../../jobs/engine.ts';
import { AppError } from '../../lib/errors.ts';
import { tick } from './jobs.ts';
import {
  addPushSubscription,
  getNotificationSettings,
  listDevices,
  listNotificationLog,
  removePushSubscription,
  unsubscribeByToken,
  updateNotificationSettings,
} from './service.ts';

const api = apiRoutes('Notifications');

export const UNSUBSCRIBE_PATH = '/api/v1/notifications/unsubscribe';

const getSettings = api.view('/notifications/settings', notificationSettingsSchema, 'The settings', {
  summary: 'Your reminder settings: each kind’s switch, time, days and channels; the webhook',
});

const putSettings = api.put('/notifications/settings', 'Change reminder settings', {
  description:
    'A webhook URL must be http(s) and, unless the server allows it (WEBHOOK_ALLOW_PRIVATE), must not resolve to a private, loopback or link-local address.',
  request: { body: jsonBody(notificationSettingsUpdateSchema) },
  responses: { 200: jsonResponse(notificationSettingsSchema, 'The saved settings') },
});

const log = api.search(
  '/notifications/log',
  pageQuery,
  page(notificationLogItemSchema),
  'One page of the log',
  {
    summary: 'What was sent to you in the last 90 days, newest first, by channel, delivered or failed',
  },
);

const devices = api.view(
  '/notifications/push-subscriptions',
  itemsOf(pushSubscriptionSchema),
  'The devices',
  {
    summary: 'Devices subscribed to web push',
  },
);

const subscribe = api.create(
  '/notifications/push-subscriptions',
  pushSubscriptionInputSchema,
  pushSubscriptionSchema,
  'The device',
  { summary: 'Subscribe this device to web push (the browser’s PushSubscription as JSON)' },
);

const unsubscribeDevice = api.remove(
  '/notifications/push-subscriptions/{id}',
  'Stop web push to a device',
  'Removed',
);

const testTick = api.post(
  '/notifications/test-tick',
  'Test servers only (NODE_ENV=test): run one scheduler tick as if it were `now`',
  {
    request: { body: jsonBody(z.strictObject({ now: isoDateTime })) },
    responses: {
      200: jsonResponse(z.object({ dispatched: z.number() }), 'How many reminders were dispatched'),
      ...notFoundError,
    },
  },
);

/** Signed-in routes of Settings → Notifications. */
export function notificationRoutes(config: Config, db: Db, jobs: JobEngine | undefined) {
  return createRouter()
    .openapi(getSettings, async (c) =>
      c.json(await c.var.transact((ctx) => getNotificationSettings(ctx, config)), 200),
    )
    .openapi(putSettings, async (c) => {
      const input = c.req.valid('json');
      return c.json(await c.var.transact((ctx) => updateNotificationSettings(ctx, config, input)), 200);
    })
    .openapi(log, answerQuery(listNotificationLog))
    .openapi(devices, async (c) => c.json({ items: await c.var.transact(listDevices) }, 200))
    .openapi(subscribe, async (c) => {
      const input = c.req.valid('json');
      return c.json(await c.var.transact((ctx) => addPushSubscription(ctx, config, input)), 201);
    })
    .openapi(unsubscribeDevice, removeById(removePushSubscription))
    .openapi(testTick, async (c) => {
      // A test-only clock: browser and process tests trigger reminders at a chosen time, never by waiting.
      if (config.nodeEnv !== 'test' || !jobs) throw new AppError(404, 'not_found', 'Not found');
      const now = new Date(c.req.valid('json').now);
      if (Number.isNaN(now.getTime())) throw new AppError(400, 'invalid_request', 'now must be a date-time');
      const dispatched = await tick(db, jobs.enqueue, now);
      return c.json({ dispatched }, 200);
    });
}

const htmlPage = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1 style="font-size:1.4rem">${title}</h1>${text}</body></html>`;

/**
 * The signed-out one-click unsubscribe of reminder emails. POST is RFC 8058's one click (mail
 * providers' Unsubscribe button); GET, a person clicking the link, shows a confirm button instead
 * of acting, so a mail scanner that fetches links unsubscribes no one.
 */
export function unsubscribeRoutes(config: Config, db: Db) {
  const router = createRouter();
  router.get('/notifications/unsubscribe', (c) => {
    const token = c.req.query('token') ?? '';
    const safe = token.replace(/[^A-Za-z0-9._-]/g, '');
    return c.html(
      htmlPage(
        'Stop these emails?',
        `<form method="post" action="?token=${safe}"><p>You will no longer get this kind of reminder by email. Other reminders and channels stay as they are.</p><button type="submit" style="font:inherit;padding:.5rem 1rem">Unsubscribe</button></form>`,
      ),
    );
  });
  router.post('/notifications/unsubscribe', async (c) => {
    const kind = await unsubscribeByToken(db, config.authSecret, c.req.query('token') ?? '');
    if (!kind)
      return c.html(
        htmlPage('This link does not work', '<p>It may be incomplete. Change reminders in Settings.</p>'),
        400,
      );
    return c.html(
      htmlPage(
        'Unsubscribed',
        `<p>You will no longer get these reminders by email. You can turn them back on in <a href="${config.baseUrl}/settings#notifications">Settings</a>.</p>`,
      ),
    );
  });
  return router;
}
