import { z } from '@hono/zod-openapi';
import { uuidParam } from '../../../shared/schemas/common.ts';
import {
  connectionCreateSchema,
  connectionDetailQuery,
  connectionDetailSchema,
  connectionListQuery,
  connectionPageSchema,
  connectionSchema,
  connectionUpdateSchema,
} from '../../../shared/schemas/connections.ts';
import { recentConnectionSchema } from '../../../shared/schemas/meta.ts';
import { connectionSummarySchema } from '../../../shared/schemas/summaries.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { resourceRouter } from '../../http/resource-routes.ts';
import { jsonResponse, notFoundError } from '../../http/responses.ts';
import { connectionGraphRoutes } from './graph-routes.ts';
import { connectionImageRoutes } from './image-routes.ts';
import {
  connectionNames,
  createConnection,
  deleteConnection,
  getConnection,
  listConnections,
  recentConnections,
  updateConnection,
} from './service.ts';

const api = apiRoutes('Connections');

const names = api.get(
  '/connections/names',
  'Every connection’s id, name and type, for spotting names in what is being written',
  {
    responses: {
      200: jsonResponse(z.object({ items: z.array(connectionSummarySchema) }), 'By name'),
    },
  },
);

const recent = api.get('/connections/recent', 'The four connections most recently linked to an entry', {
  responses: {
    200: jsonResponse(z.object({ items: z.array(recentConnectionSchema) }), 'Most recent first'),
  },
});

const read = api.get(
  '/connections/{id}',
  'One connection with its related connections, newest entries and a year of activity',
  {
    request: { params: uuidParam, query: connectionDetailQuery },
    responses: {
      200: jsonResponse(connectionDetailSchema, 'The connection'),
      ...notFoundError,
    },
  },
);

export function connectionRoutes() {
  return resourceRouter(
    {
      path: '/connections',
      tag: 'Connections',
      noun: 'connection',
      item: connectionSchema,
      list: connectionPageSchema,
      create: connectionCreateSchema,
      update: connectionUpdateSchema,
      query: connectionListQuery,
    },
    { list: listConnections, create: createConnection, update: updateConnection, remove: deleteConnection },
  )
    .openapi(recent, async (c) => c.json({ items: await c.var.transact(recentConnections) }, 200))
    .openapi(names, async (c) => c.json({ items: await c.var.transact(connectionNames) }, 200))
    .route('/', connectionGraphRoutes())
    .openapi(read, async (c) =>
      c.json(
        await c.var.transact((ctx) => getConnection(ctx, c.req.valid('param').id, c.req.valid('query'))),
        200,
      ),
    )
    .route('/', connectionImageRoutes());
}
