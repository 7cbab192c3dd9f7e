import { itemsOf } from '../../../shared/schemas/common.ts';
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
import { answerByIdQuery } from '../../http/serve.ts';
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

const names = api.view('/connections/names', itemsOf(connectionSummarySchema), 'By name', {
  summary: 'Every connection’s id, name and type, for spotting names in what is being written',
});

const recent = api.view('/connections/recent', itemsOf(recentConnectionSchema), 'Most recent first', {
  summary: 'The four connections most recently linked to an entry',
});

const read = api.searchIn(
  '/connections/{id}',
  connectionDetailQuery,
  connectionDetailSchema,
  'The connection',
  {
    summary: 'One connection with its related connections, newest entries and a year of activity',
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
    .openapi(read, answerByIdQuery(getConnection))
    .route('/', connectionImageRoutes());
}
