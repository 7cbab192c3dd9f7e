import { createRoute, z } from '@hono/zod-openapi';
import {
  calendarFeedSchema,
  calendarFeedTokenQuery,
  newCalendarFeedSchema,
} from '../../../shared/schemas/calendar-feed.ts';
import type { Db } from '../../db/client.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { errorContent, jsonResponse } from '../../http/responses.ts';
import { answer } from '../../http/serve.ts';
import { AppError } from '../../lib/errors.ts';
import { feedByToken, importantDatesIcs, readFeed, regenerateFeed, revokeFeed } from './service.ts';

const api = apiRoutes('Calendar feed');

/** Where the feed is made and turned off: its POST answer is a secret (app.ts keeps no replay of it). */
export const CALENDAR_FEED_PATH = '/api/v1/calendar/feed';
const ics = { 'text/calendar': { schema: z.string() } };

const read = api.view('/calendar/feed', calendarFeedSchema, 'The feed', {
  summary: 'Whether the private calendar feed of important dates is on',
});

const regenerate = api.post(
  '/calendar/feed',
  'Turn the feed on with a new private URL (shown once); an earlier URL stops working',
  {
    description:
      'The answer is never stored: an Idempotency-Key is not honoured here, and a retry makes another URL.',
    responses: { 201: jsonResponse(newCalendarFeedSchema, 'The new subscription URL') },
  },
);

const revoke = api.delete('/calendar/feed', 'Turn the feed off: its URL stops working', {
  responses: { 204: { description: 'Off' } },
});

const download = api.get(
  '/calendar/important-dates/download',
  'Every important date as an .ics file to import once (all-day yearly events)',
  {
    responses: { 200: { description: 'An iCalendar file', content: ics } },
  },
);

const feed = createRoute({
  method: 'get',
  path: '/calendar/important-dates.ics',
  // Calendar apps fetch it without a session: none of the signed-in errors apply.
  tags: ['Calendar feed'],
  summary: 'The subscription feed: no session, the URL’s token is the key',
  request: { query: calendarFeedTokenQuery },
  responses: {
    200: { description: 'An iCalendar feed', content: ics },
    404: errorContent('No feed has this token'),
  },
});

const calendarHeaders = (disposition: string) => ({
  'Content-Type': 'text/calendar; charset=utf-8',
  'Content-Disposition': disposition,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
});

export const calendarFeedRoutes = (baseUrl: string) =>
  createRouter()
    .openapi(read, answer(readFeed))
    .openapi(regenerate, async (c) =>
      c.json(await c.var.transact((ctx) => regenerateFeed(ctx, baseUrl)), 201),
    )
    .openapi(revoke, async (c) => {
      await c.var.transact(revokeFeed);
      return c.body(null, 204);
    })
    .openapi(download, async (c) => {
      const body = await c.var.transact((ctx) => importantDatesIcs(ctx, baseUrl));
      return c.body(body, 200, calendarHeaders('attachment; filename="memento-important-dates.ics"'));
    });

/** The public feed: mounted outside the signed-in routes, since calendar apps carry no session. */
export const publicCalendarFeedRoutes = (db: Db, baseUrl: string) =>
  createRouter().openapi(feed, async (c) => {
    const body = await feedByToken(db, c.req.valid('query').token, baseUrl);
    if (body === null)
      throw new AppError(
        404,
        'not_found',
        'No calendar feed has this address: it may have been turned off or replaced',
      );
    return c.body(body, 200, calendarHeaders('inline; filename="memento-important-dates.ics"'));
  });
