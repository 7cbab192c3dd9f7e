import { createRoute } from '@hono/zod-openapi';
import { errorBodySchema } from '../../../shared/errors.ts';
import { askAnswerSchema, askRequestSchema } from '../../../shared/schemas/ask.ts';
import { createRouter } from '../../http/env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/responses.ts';
import type { Engines } from '../ai/create-engine.ts';
import { ask } from './service.ts';

const askRoute = createRoute({
  method: 'post',
  path: '/ask',
  tags: ['AI'],
  summary: 'Answer a question in plain language from the user’s own entries, citing them',
  description:
    'Dates ("in March", "last week") and names in the question narrow the search. Private entries are never used.',
  request: { body: jsonBody(askRequestSchema) },
  responses: {
    200: jsonResponse(askAnswerSchema, 'The answer and the entries it rests on'),
    403: {
      description: 'AI is off for this user',
      content: { 'application/json': { schema: errorBodySchema } },
    },
    ...commonErrors,
  },
});

export const askRoutes = (engines: Engines) =>
  createRouter().openapi(askRoute, async (c) => {
    const call = { requestId: c.get('requestId'), log: c.get('log') };
    return c.json(await ask(c.var.transact, engines, c.req.valid('json'), call), 200);
  });
