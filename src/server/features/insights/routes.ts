import { insightsQuery, insightsSchema } from '../../../shared/schemas/insights.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { answerQuery } from '../../http/serve.ts';
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

export const insightsRoutes = () => createRouter().openapi(insights, answerQuery(getInsights));
