import { onThisDayQuery, onThisDaySchema, todaySchema } from '../../../shared/schemas/today.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { answer, answerQuery } from '../../http/serve.ts';
import { onThisDayFor, today } from './service.ts';

const api = apiRoutes('Today');

const read = api.view('/today', todaySchema, 'The three blocks', {
  summary: "Today on the dashboard, in the profile's time zone: On this day, Coming up (14 days), Reach out",
});

const onThisDayRoute = api.search('/on-this-day', onThisDayQuery, onThisDaySchema, 'Newest year first', {
  summary: "Entries on a calendar day in earlier years (default today, in the profile's time zone)",
});

export const todayRoutes = () =>
  createRouter().openapi(read, answer(today)).openapi(onThisDayRoute, answerQuery(onThisDayFor));
