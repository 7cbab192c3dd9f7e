import { onThisDayQuery, onThisDaySchema, todaySchema } from '../../../shared/schemas/today.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { jsonResponse } from '../../http/responses.ts';
import { onThisDayFor, today } from './service.ts';

const api = apiRoutes('Today');

const read = api.get(
  '/today',
  "Today on the dashboard, in the profile's time zone: On this day, Coming up (14 days), Reach out",
  {
    responses: { 200: jsonResponse(todaySchema, 'The three blocks') },
  },
);

const onThisDayRoute = api.get(
  '/on-this-day',
  "Entries on a calendar day in earlier years (default today, in the profile's time zone)",
  {
    request: { query: onThisDayQuery },
    responses: { 200: jsonResponse(onThisDaySchema, 'Newest year first') },
  },
);

export const todayRoutes = () =>
  createRouter()
    .openapi(read, async (c) => c.json(await c.var.transact((ctx) => today(ctx)), 200))
    .openapi(onThisDayRoute, async (c) =>
      c.json(await c.var.transact((ctx) => onThisDayFor(ctx, c.req.valid('query'))), 200),
    );
