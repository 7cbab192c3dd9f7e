import { searchQuery, searchResultSchema } from '../../../shared/schemas/search.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { answerQuery } from '../../http/serve.ts';
import { search } from './service.ts';

const searchRoute = apiRoutes('Search').search(
  '/search',
  searchQuery,
  searchResultSchema,
  'Best matches first, with highlights',
  {
    summary: 'Full-text search of entries, connections and tags; the last word matches as a prefix',
  },
);

export const searchRoutes = () => createRouter().openapi(searchRoute, answerQuery(search));
