import { connectionGraphQuery, connectionGraphSchema } from '../../../shared/schemas/connection-graph.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { answerQuery } from '../../http/serve.ts';
import { connectionGraph } from './graph-service.ts';

const api = apiRoutes('Connections');

const graph = api.search(
  '/connections/graph',
  connectionGraphQuery,
  connectionGraphSchema,
  'Nodes and weighted edges',
  {
    summary: 'Connections as a graph: nodes by activity, edges from relations and shared entries',
  },
);

/** Mounted before /connections/{id}, which would otherwise take "graph" for an id. */
export const connectionGraphRoutes = () => createRouter().openapi(graph, answerQuery(connectionGraph));
