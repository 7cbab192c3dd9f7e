import { createRoute } from '@hono/zod-openapi';
import { searchQuery, searchResultSchema } from '../../../shared/schemas/search.ts';
import { createRouter } from '../../http/env.ts';
import { commonErrors, jsonResponse } from '../../http/responses.ts';
import { search } from './service.ts';

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  tags: ['Search'],
  summary: 'Full-text search of entries, connections and tags; the last word matches as a prefix',
  request: { query: searchQuery },
  responses: {
    200: jsonResponse(searchResultSchema, 'Best matches first, with highlights'),
    ...commonErrors,
  },
});

export const searchRoutes = () =>
  createRouter().openapi(searchRoute, async (c) =>
    c.json(await c.var.transact((ctx) => search(ctx, c.req.valid('query'))), 200),
  );
