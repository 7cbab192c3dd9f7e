import { createRoute } from '@hono/zod-openapi';
import { onThisDayQuery, onThisDaySchema, todaySchema } from '../../../shared/schemas/today.ts';
import { createRouter } from '../../http/env.ts';
import { commonErrors, jsonResponse } from '../../http/responses.ts';
import { onThisDayFor, today } from './service.ts';

const tags = ['Today'];

const read = createRoute({
  method: 'get',
  path: '/today',
  tags,
  summary: "Today on the dashboard, in the profile's time zone: On this day, Coming up (14 days), Reach out",
  responses: { 200: jsonResponse(todaySchema, 'The three blocks'), ...commonErrors },
});

const onThisDayRoute = createRoute({
  method: 'get',
  path: '/on-this-day',
  tags,
  summary: "Entries on a calendar day in earlier years (default today, in the profile's time zone)",
  request: { query: onThisDayQuery },
  responses: { 200: jsonResponse(onThisDaySchema, 'Newest year first'), ...commonErrors },
});

export const todayRoutes = () =>
  createRouter()
    .openapi(read, async (c) => c.json(await c.var.transact((ctx) => today(ctx)), 200))
    .openapi(onThisDayRoute, async (c) =>
      c.json(await c.var.transact((ctx) => onThisDayFor(ctx, c.req.valid('query'))), 200),
    );
