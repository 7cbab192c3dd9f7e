import { calendarQuery, calendarSchema } from '../../../shared/schemas/calendar.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { answerQuery } from '../../http/serve.ts';
import { entryCalendar } from './service.ts';

const calendar = apiRoutes('Calendar').search(
  '/calendar',
  calendarQuery,
  calendarSchema,
  'Days with entries and their counts',
  {
    summary: 'Entries per local day between two dates (at most a year), in the time zone tz',
  },
);

export const calendarRoutes = () => createRouter().openapi(calendar, answerQuery(entryCalendar));
