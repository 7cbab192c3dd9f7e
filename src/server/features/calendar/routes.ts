import { createRoute } from '@hono/zod-openapi';
import { calendarQuery, calendarSchema } from '../../../shared/schemas/calendar.ts';
import { createRouter } from '../../http/env.ts';
import { commonErrors, jsonResponse } from '../../http/responses.ts';
import { entryCalendar } from './service.ts';

const calendar = createRoute({
  method: 'get',
  path: '/calendar',
  tags: ['Calendar'],
  summary: 'Entries per local day between two dates (at most a year), in the time zone tz',
  request: { query: calendarQuery },
  responses: { 200: jsonResponse(calendarSchema, 'Days with entries and their counts'), ...commonErrors },
});

export const calendarRoutes = () =>
  createRouter().openapi(calendar, async (c) =>
    c.json(await c.var.transact((ctx) => entryCalendar(ctx, c.req.valid('query'))), 200),
  );
