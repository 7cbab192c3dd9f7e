import { connectionGraphQuery, connectionGraphSchema } from '../../../shared/schemas/connection-graph.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { jsonResponse } from '../../http/responses.ts';
import { connectionGraph } from './graph-service.ts';

const api = apiRoutes('Connections');

const graph = api.get(
  '/connections/graph',
  'Connections as a graph: nodes by activity, edges from relations and shared entries',
  {
    request: { query: connectionGraphQuery },
    responses: { 200: jsonResponse(connectionGraphSchema, 'Nodes and weighted edges') },
  },
);

/** Mounted before /connections/{id}, which would otherwise take "graph" for an id. */
export const connectionGraphRoutes = () =>
  createRouter().openapi(graph, async (c) =>
    c.json(await c.var.transact((ctx) => connectionGraph(ctx, c.req.valid('query'))), 200),
  );
