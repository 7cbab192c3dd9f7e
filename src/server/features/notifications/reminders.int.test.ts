import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths } from '../../../web/api/contract.gen.ts';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../lib/logger.ts';
import { createMailer } from '../../lib/mailer.ts';
import { buildConnection, buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import {
  browserPushKeys,
  type LocalEndpoint,
  type LocalSmtp,
  startLocalEndpoint,
  startLocalSmtp,
} from '../../test/notification-peers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus, refusedFields } from '../../test/typed-api.ts';
import { deliverDispatch } from './delivery.ts';
import { tick } from './jobs.ts';

// Monday 9 March 2026, 08:00 UTC (the users here have no time zone set: UTC). Maya's birthday,
// 12 March, is 3 days away: the default "3 days before" reminder is due.
const MONDAY_8AM = new Date('2026-03-09T08:00:00Z');

let app: TestApp;
let smtp: LocalSmtp;
let endpoint: LocalEndpoint;
let dataDir: string;
let deps: Parameters<typeof deliverDispatch>[0];

beforeAll(async () => {
  [smtp, endpoint] = await Promise.all([startLocalSmtp(), startLocalEndpoint()]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'memento-reminders-'));
  const env = { SMTP_URL: smtp.url, WEBHOOK_ALLOW_PRIVATE: 'true', DATA_DIR: dataDir };
  app = await createTestApp(env);
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    BASE_URL: app.baseUrl,
    ...env,
  });
  const logger = createLogger({ level: 'silent' });
  deps = {
    db: app.database.db,
    config,
    logger,
    mailer: createMailer(config.smtpUrl, config.mailFrom, logger),
  };
});
afterAll(async () => {
  await app.close();
  await Promise.all([smtp.close(), endpoint.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

type SettingsBody = NonNullable<
  paths['/api/v1/notifications/settings']['put']['requestBody']
>['content']['application/json'];
const kindsOf = async (user: TestUser) =>
  (await expectStatus(user.api.GET('/api/v1/notifications/settings'), 200)).kinds;
const saveSettings = (user: TestUser, body: SettingsBody) =>
  user.api.PUT('/api/v1/notifications/settings', { body });
const logOf = async (user: TestUser) =>
  (await expectStatus(user.api.GET('/api/v1/notifications/log'), 200)).items;

/** Runs a tick at `now` and delivers what it dispatched, as the job engine's workers would. */
async function tickAndDeliver(now: Date): Promise<number> {
  const queued: string[] = [];
  const dispatched = await tick(
    app.database.db,
    async (_name, payload) => {
      queued.push((payload as { dispatchId: string }).dispatchId);
    },
    now,
  );
  for (const id of queued) await deliverDispatch(deps, id, false);
  return dispatched;
}

async function mayaWithMemories(user: TestUser) {
  const maya = await buildConnection(user, {
    name: 'Maya',
    type: 'person',
    important_dates: [{ label: 'Birthday', date: '1990-03-12' }],
  });
  const entry = (title: string, day: string, isPrivate = false) =>
    buildEntry(user, {
      title,
      type: 'memory',
      content: `${title}: what we talked about`,
      is_private: isPrivate,
      connection_ids: [maya.id],
      occurred_at: `${day}T12:00:00Z`,
    });
  await entry('Picnic at the lake', '2025-07-01');
  await entry('Her new job', '2025-10-02');
  await entry('Diary: my worries about Maya', '2025-12-01', true);
  await entry('Board games night', '2026-01-15');
  await entry('Coffee in the old town', '2024-05-05');
  return maya.id;
}

describe('reminders delivered by email, webhook and web push', () => {
  it('sends the birthday reminder once on each channel, with memories and a working unsubscribe', async () => {
    const user = await buildUser(app, { name: 'Olive' });
    const mayaId = await mayaWithMemories(user);
    const push = browserPushKeys();
    const subscribed = await user.api.POST('/api/v1/notifications/push-subscriptions', {
      body: { endpoint: `${endpoint.baseUrl}/push/olive-laptop`, keys: push.keys, device: 'Laptop' },
    });
    expect(subscribed.response.status).toBe(201);
    const saved = await saveSettings(user, {
      webhook_url: `${endpoint.baseUrl}/hook/olive`,
      kinds: {
        ...(await kindsOf(user)),
        important_dates: {
          enabled: true,
          time: '08:00',
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          days_before: 3,
          channels: ['email', 'webhook', 'push'],
        },
      },
    });
    expect(saved.response.status).toBe(200);

    expect(await tickAndDeliver(new Date(MONDAY_8AM.getTime() - 60_000))).toBe(0);
    expect(await tickAndDeliver(MONDAY_8AM)).toBeGreaterThanOrEqual(1);
    // A second tick, as another instance would run it, dispatches nothing more.
    expect(await tickAndDeliver(new Date(MONDAY_8AM.getTime() + 5 * 60_000))).toBe(0);

    const mails = smtp.mails.filter((m) => m.to && JSON.stringify(m.to).includes(user.email));
    expect(mails).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number];
    expect(mail.subject).toBe('Maya’s birthday is in 3 days (Thursday, March 12)');
    expect(mail.text).toContain('Here are 3 moments you wrote about Maya');
    for (const title of ['Board games night', 'Her new job', 'Picnic at the lake']) {
      expect(mail.text).toContain(title);
      expect(mail.html).toContain(title);
    }
    // The private entry, and the oldest of four, stay out; no entry's text is quoted.
    expect(mail.text).not.toContain('worries');
    expect(mail.text).not.toContain('Coffee in the old town');
    expect(mail.text).not.toContain('what we talked about');
    expect(mail.text).toContain(`${app.baseUrl}/connections/${mayaId}`);
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line ?? '';
    const unsubscribe = /<(.+)>/.exec(header('list-unsubscribe'))?.[1] as string;
    expect(unsubscribe).toContain('/api/v1/notifications/unsubscribe?token=');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const hook = endpoint.received.filter((r) => r.path === '/hook/olive');
    expect(hook).toHaveLength(1);
    const json = JSON.parse((hook[0] as (typeof hook)[number]).body.toString('utf8'));
    expect(json).toMatchObject({ kind: 'important_dates', title: mail.subject, date: '2026-03-09' });
    expect(json.items.map((i: { title: string }) => i.title)).toEqual([
      'Board games night',
      'Her new job',
      'Picnic at the lake',
    ]);

    const pushed = endpoint.received.filter((r) => r.path === '/push/olive-laptop');
    expect(pushed).toHaveLength(1);
    const request = pushed[0] as (typeof pushed)[number];
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    const payload = JSON.parse(push.decrypt(request.body).toString('utf8'));
    expect(payload).toMatchObject({ title: mail.subject, url: `${app.baseUrl}/connections/${mayaId}` });

    expect((await logOf(user)).map((i) => `${i.channel}:${i.status}`).sort()).toEqual([
      'email:delivered',
      'push:delivered',
      'webhook:delivered',
    ]);

    // The unsubscribe link works signed out: a stranger's client, the one-click POST.
    const stranger = app.client();
    const page = await stranger.get(unsubscribe.replace(app.baseUrl, ''));
    expect(page.status).toBe(200);
    const done = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect((await kindsOf(user)).important_dates.channels).toEqual(['webhook', 'push']);
    const forged = await fetch(unsubscribe.replace(/.{4}$/, 'AAAA'), { method: 'POST' });
    expect(forged.status).toBe(400);
  });

  it('posts ntfy-shaped messages, skips the journaling reminder after writing, drops expired push devices', async () => {
    const user = await buildUser(app);
    const push = browserPushKeys();
    await user.api.POST('/api/v1/notifications/push-subscriptions', {
      body: { endpoint: `${endpoint.baseUrl}/push/gone`, keys: push.keys },
    });
    endpoint.answer.set('/push/gone', 410);
    const defaults = await kindsOf(user);
    await saveSettings(user, {
      webhook_url: `${endpoint.baseUrl}/ntfy/memento-topic`,
      webhook_format: 'ntfy',
      kinds: {
        ...defaults,
        important_dates: { ...defaults.important_dates, enabled: false },
        journaling: {
          enabled: true,
          time: '21:00',
          weekdays: [2, 3],
          days_before: 0,
          channels: ['webhook', 'push'],
        },
      },
    });
    // Tuesday 10 March, 21:00 UTC: nothing written that day.
    await tickAndDeliver(new Date('2026-03-10T21:00:00Z'));
    const ntfy = endpoint.received.filter((r) => r.path === '/ntfy/memento-topic');
    expect(ntfy).toHaveLength(1);
    const message = ntfy[0] as (typeof ntfy)[number];
    expect(message.headers['content-type']).toContain('text/plain');
    expect(message.headers.title).toBe(
      `=?UTF-8?B?${Buffer.from('A moment to write today?').toString('base64')}?=`,
    );
    expect(message.headers.click).toBe(`${app.baseUrl}/create-memento`);
    expect(message.body.toString('utf8')).toContain('You have not written in Memento today.');
    // The push service said the subscription is gone: the device is removed, the failure logged.
    const devices = await expectStatus(user.api.GET('/api/v1/notifications/push-subscriptions'), 200);
    expect(devices.items).toEqual([]);
    expect((await logOf(user)).find((i) => i.channel === 'push')).toMatchObject({
      status: 'failed',
      reason: 'A device’s push subscription expired and was removed',
    });

    // Wednesday: the person wrote that day, so no reminder.
    await buildEntry(user, {
      title: 'Evening notes',
      type: 'reflection',
      occurred_at: '2026-03-11T18:00:00Z',
    });
    await tickAndDeliver(new Date('2026-03-11T21:00:00Z'));
    expect(endpoint.received.filter((r) => r.path === '/ntfy/memento-topic')).toHaveLength(1);
  });

  it('fires at 08:00 local time in Pacific/Auckland and America/Los_Angeles, across a DST change', async () => {
    const inZone = async (timeZone: string) => {
      const user = await buildUser(app);
      await expectStatus(user.api.PATCH('/api/v1/profile', { body: { time_zone: timeZone } }), 200);
      // A birthday every day of the test window would not do: the date is the one each tick is for.
      await buildConnection(user, {
        name: `Friend in ${timeZone}`,
        type: 'person',
        important_dates: [
          { label: 'Birthday', date: '--04-06' },
          { label: 'Name day', date: '--03-09' },
        ],
      });
      await saveSettings(user, {
        webhook_url: `${endpoint.baseUrl}/tz/${encodeURIComponent(timeZone)}`,
        kinds: {
          ...(await kindsOf(user)),
          important_dates: {
            enabled: true,
            time: '08:00',
            weekdays: [1],
            days_before: 0,
            channels: ['webhook'],
          },
        },
      });
      return () => endpoint.received.filter((r) => r.path === `/tz/${encodeURIComponent(timeZone)}`).length;
    };
    const auckland = await inZone('Pacific/Auckland');
    const losAngeles = await inZone('America/Los_Angeles');
    // Auckland, 6 April 2026, the day after daylight time ended: 08:00 NZST is 20:00 UTC on the 5th.
    await tickAndDeliver(new Date('2026-04-05T19:59:00Z'));
    expect(auckland()).toBe(0);
    await tickAndDeliver(new Date('2026-04-05T20:00:00Z'));
    expect(auckland()).toBe(1);
    // Los Angeles, 9 March 2026, the day after daylight time began: 08:00 PDT is 15:00 UTC.
    await tickAndDeliver(new Date('2026-03-09T14:59:00Z'));
    expect(losAngeles()).toBe(0);
    await tickAndDeliver(new Date('2026-03-09T15:00:00Z'));
    expect(losAngeles()).toBe(1);
    // Neither fired at the other's time.
    expect(auckland()).toBe(1);
  });

  it('refuses private webhook URLs and push endpoints unless the operator allows them', async () => {
    const strict = await createTestApp({ DATA_DIR: dataDir });
    try {
      const user = await buildUser(strict);
      for (const url of [
        'http://127.0.0.1:9/hook',
        'http://10.0.0.1/hook',
        'http://169.254.169.254/',
        'http://[::1]/',
        'http://localhost/hook',
      ]) {
        const res = await saveSettings(user, { webhook_url: url });
        expect(res.response.status, url).toBe(400);
        expect(refusedFields(res.error)[0]).toBe('webhook_url');
      }
      const push = await user.api.POST('/api/v1/notifications/push-subscriptions', {
        body: { endpoint: 'http://169.254.169.254/push', keys: browserPushKeys().keys },
      });
      expect(push.response.status).toBe(400);
      const noUrl = await saveSettings(user, {
        kinds: {
          ...(await kindsOf(user)),
          journaling: { enabled: true, time: '20:00', weekdays: [1], days_before: 0, channels: ['webhook'] },
        },
      });
      expect(noUrl.response.status).toBe(400);
      expect(noUrl.error?.error.message).toContain('set a webhook URL');
    } finally {
      await strict.close();
    }
  });
});

describe('a new account', () => {
  it('gets no reminder whose time that day came before the account, and the next one as usual', async () => {
    const user = await buildUser(app, { name: 'Nadia' });
    // Made on Sunday 15 March 2026 at 22:00 UTC, four hours after the weekly digest's time (18:00).
    await app.database.executeSql("update profiles set created_at = '2026-03-15T22:00:00Z' where id = $1", [
      user.id,
    ]);
    const digests = async () => {
      const { rows } = await app.database.executeSql(
        "select local_date::text as local_date from notification_dispatches where user_id = $1 and kind = 'weekly_digest'",
        [user.id],
      );
      return rows.map((row) => row.local_date);
    };
    await tickAndDeliver(new Date('2026-03-15T22:30:00Z'));
    expect(await digests()).toEqual([]);
    await tickAndDeliver(new Date('2026-03-22T18:05:00Z'));
    expect(await digests()).toEqual(['2026-03-22']);
  });
});
