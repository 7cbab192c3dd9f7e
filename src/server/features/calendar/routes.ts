import { calendarQuery, calendarSchema } from '../../../shared/schemas/calendar.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { jsonResponse } from '../../http/responses.ts';
import { entryCalendar } from './service.ts';

const api = apiRoutes('Calendar');

const calendar = api.get(
  '/calendar',
  'Entries per local day between two dates (at most a year), in the time zone tz',
  {
    request: { query: calendarQuery },
    responses: { 200: jsonResponse(calendarSchema, 'Days with entries and their counts') },
  },
);

export const calendarRoutes = () =>
  createRouter().openapi(calendar, async (c) =>
    c.json(await c.var.transact((ctx) => entryCalendar(ctx, c.req.valid('query'))), 200),
  );
