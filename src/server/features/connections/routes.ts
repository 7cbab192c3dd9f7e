import { createRoute, z } from '@hono/zod-openapi';
import { recentConnectionSchema } from '../../../shared/schemas/meta.ts';
import type { Db } from '../../db/client.ts';
import { createRouter } from '../../http/env.ts';
import { commonErrors, jsonResponse } from '../../http/responses.ts';
import { recentConnections } from './service.ts';

const recent = createRoute({
  method: 'get',
  path: '/connections/recent',
  tags: ['Connections'],
  summary: 'The four connections most recently linked to an entry',
  responses: {
    200: jsonResponse(z.object({ items: z.array(recentConnectionSchema) }), 'Most recent first'),
    ...commonErrors,
  },
});

export function connectionRoutes(db: Db) {
  return createRouter().openapi(recent, async (c) =>
    c.json({ items: await recentConnections(db, c.get('actor')) }, 200),
  );
}
