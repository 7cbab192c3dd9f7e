import {
  digestGenerateSchema,
  digestListQuery,
  digestPageSchema,
  digestSchema,
} from '../../../shared/schemas/digests.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { EVENT_STREAM_DESCRIPTION, streamWork } from '../../http/event-stream.ts';
import { answerById, answerQuery, removeById } from '../../http/serve.ts';
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

const list = api.search('/digests', digestListQuery, digestPageSchema, 'A page of digests', {
  summary: 'The user’s digests, newest first',
});

const generate = api.create('/digests/generate', digestGenerateSchema, digestSchema, 'The new digest', {
  summary: 'Generate and save a digest of the week, month, quarter or year that ends now',
  description: 'Private entries never count. A period without entries gives a digest that says so.',
});

const generateStreamed = api.stream('/digests/generate/stream', digestGenerateSchema, {
  summary: 'Generate and save a digest, its text sent as it is written',
  description: `Like /digests/generate, but answers with ${EVENT_STREAM_DESCRIPTION} The \`done\` event carries the saved Digest. With the local engine, or an endpoint that does not stream, the text arrives at once.`,
});

const read = api.read('/digests/{id}', digestSchema, 'The digest', { summary: 'One digest' });

const remove = api.remove('/digests/{id}', 'Delete a digest');

export function digestRoutes(engines: Engines) {
  return createRouter()
    .openapi(list, answerQuery(listDigests))
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
    .openapi(read, answerById(getDigest))
    .openapi(remove, removeById(deleteDigest));
}
