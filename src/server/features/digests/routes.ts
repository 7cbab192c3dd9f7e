import { z } from '@hono/zod-openapi';
import { uuidParam } from '../../../shared/schemas/common.ts';
import {
  digestGenerateSchema,
  digestListQuery,
  digestPageSchema,
  digestSchema,
} from '../../../shared/schemas/digests.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { EVENT_STREAM_DESCRIPTION, streamWork } from '../../http/event-stream.ts';
import { jsonBody, jsonResponse, notFoundError } from '../../http/responses.ts';
import type { Engines } from '../ai/create-engine.ts';
import {
  deleteDigest,
  generateDigest,
  getDigest,
  listDigests,
  prepareDigest,
  writeDigest,
} from './service.ts';

const api = apiRoutes('Digests');

const list = api.get('/digests', 'The user’s digests, newest first', {
  request: { query: digestListQuery },
  responses: { 200: jsonResponse(digestPageSchema, 'A page of digests') },
});

const generate = api.post(
  '/digests/generate',
  'Generate and save a digest of the week, month, quarter or year that ends now',
  {
    description: 'Private entries never count. A period without entries gives a digest that says so.',
    request: { body: jsonBody(digestGenerateSchema) },
    responses: { 201: jsonResponse(digestSchema, 'The new digest') },
  },
);

const generateStreamed = api.post(
  '/digests/generate/stream',
  'Generate and save a digest, its text sent as it is written',
  {
    description: `Like /digests/generate, but answers with ${EVENT_STREAM_DESCRIPTION} The \`done\` event carries the saved Digest. With the local engine, or an endpoint that does not stream, the text arrives at once.`,
    request: { body: jsonBody(digestGenerateSchema) },
    responses: {
      200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
    },
  },
);

const read = api.get('/digests/{id}', 'One digest', {
  request: { params: uuidParam },
  responses: { 200: jsonResponse(digestSchema, 'The digest'), ...notFoundError },
});

const remove = api.delete('/digests/{id}', 'Delete a digest', {
  request: { params: uuidParam },
  responses: { 204: { description: 'Deleted' }, ...notFoundError },
});

export function digestRoutes(engines: Engines) {
  return createRouter()
    .openapi(list, async (c) =>
      c.json(await c.var.transact((ctx) => listDigests(ctx, c.req.valid('query'))), 200),
    )
    .openapi(generate, async (c) => {
      const call = { requestId: c.get('requestId'), log: c.get('log') };
      return c.json(await generateDigest(c.var.transact, engines, c.req.valid('json'), call), 201);
    })
    .openapi(generateStreamed, async (c) => {
      // The plan and the entries are checked first, so a refusal still answers with its status.
      const job = await prepareDigest(c.var.transact, engines, c.req.valid('json'));
      const call = { requestId: c.get('requestId'), log: c.get('log') };
      return streamWork(c, (onText) => writeDigest(c.var.transact, job, { ...call, onText }));
    })
    .openapi(read, async (c) =>
      c.json(await c.var.transact((ctx) => getDigest(ctx, c.req.valid('param').id)), 200),
    )
    .openapi(remove, async (c) => {
      await c.var.transact((ctx) => deleteDigest(ctx, c.req.valid('param').id));
      return c.body(null, 204);
    });
}
