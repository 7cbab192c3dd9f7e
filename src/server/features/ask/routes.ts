import { askAnswerSchema, askRequestSchema } from '../../../shared/schemas/ask.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { EVENT_STREAM_DESCRIPTION, streamWork } from '../../http/event-stream.ts';
import { jsonBody, jsonResponse } from '../../http/responses.ts';
import type { Engines } from '../ai/create-engine.ts';
import { aiOff } from '../ai/responses.ts';
import { answerQuestion, ask, prepareAsk } from './service.ts';

const api = apiRoutes('AI');

const askRoute = api.post(
  '/ask',
  'Answer a question in plain language from the user’s own entries, citing them',
  {
    description:
      'Dates ("in March", "last week") and names in the question narrow the search. Private entries are never used.',
    request: { body: jsonBody(askRequestSchema) },
    responses: {
      200: jsonResponse(askAnswerSchema, 'The answer and the entries it rests on'),
      ...aiOff,
    },
  },
);

const askStreamed = api.stream('/ask/stream', askRequestSchema, {
  summary: 'Answer a question from the user’s own entries, the answer’s text sent as it is written',
  description: `Like /ask, but answers with ${EVENT_STREAM_DESCRIPTION} The \`done\` event carries the AskAnswer with its citations.`,
  errors: aiOff,
});

export const askRoutes = (engines: Engines) =>
  createRouter()
    .openapi(askRoute, async (c) => {
      const call = { requestId: c.get('requestId'), log: c.get('log') };
      return c.json(await ask(c.var.transact, engines, c.req.valid('json'), call), 200);
    })
    .openapi(askStreamed, async (c) => {
      // Retrieval (and the AI switch) come first, so a refusal still answers with its status.
      const job = await prepareAsk(c.var.transact, c.req.valid('json'));
      const call = { requestId: c.get('requestId'), log: c.get('log') };
      return streamWork(c, (onText) => answerQuestion(engines, job, { ...call, onText }));
    });
