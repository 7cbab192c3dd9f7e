import { insightsQuery, insightsSchema } from '../../../shared/schemas/insights.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { jsonResponse } from '../../http/responses.ts';
import { getInsights } from './service.ts';

const api = apiRoutes('Insights');

const insights = api.get(
  '/insights',
  'Emotions over time, the emotion mix with the people written about most, writing habits and private entries of a range (at most 1,100 days)',
  {
    request: { query: insightsQuery },
    responses: { 200: jsonResponse(insightsSchema, 'The Insights view of the range') },
  },
);

export const insightsRoutes = () =>
  createRouter().openapi(insights, async (c) =>
    c.json(await c.var.transact((ctx) => getInsights(ctx, c.req.valid('query'))), 200),
  );
