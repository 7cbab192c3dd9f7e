import { insightsQuery, insightsSchema } from '../../../shared/schemas/insights.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { getInsights } from './service.ts';

const insights = apiRoutes('Insights').search(
  '/insights',
  insightsQuery,
  insightsSchema,
  'The Insights view of the range',
  {
    summary:
      'Emotions over time, the emotion mix with the people written about most, writing habits and private entries of a range (at most 1,100 days)',
  },
);

// A GET that writes: reading a range stores the emotion readings of its entries not read yet
// (queries.ts, saveReadings), so the next view of the range reads them instead.
export const insightsRoutes = () =>
  createRouter().openapi(insights, async (c) =>
    c.json(await c.var.transact((ctx) => getInsights(ctx, c.req.valid('query')), { writes: true }), 200),
  );
