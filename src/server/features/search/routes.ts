import { searchQuery, searchResultSchema } from '../../../shared/schemas/search.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { jsonResponse } from '../../http/responses.ts';
import { search } from './service.ts';

const api = apiRoutes('Search');

const searchRoute = api.get(
  '/search',
  'Full-text search of entries, connections and tags; the last word matches as a prefix',
  {
    request: { query: searchQuery },
    responses: {
      200: jsonResponse(searchResultSchema, 'Best matches first, with highlights'),
    },
  },
);

export const searchRoutes = () =>
  createRouter().openapi(searchRoute, async (c) =>
    c.json(await c.var.transact((ctx) => search(ctx, c.req.valid('query'))), 200),
  );
