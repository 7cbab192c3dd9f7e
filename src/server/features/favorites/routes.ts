import { favoritesQuery, favoritesSchema } from '../../../shared/schemas/favorites.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { jsonResponse } from '../../http/responses.ts';
import { favorites } from './service.ts';

const api = apiRoutes('Favorites');

const favoritesRoute = api.get('/favorites', "The caller's favourite entries and connections", {
  request: { query: favoritesQuery },
  responses: { 200: jsonResponse(favoritesSchema, 'Favourite entries and connections') },
});

export const favoriteRoutes = () =>
  createRouter().openapi(favoritesRoute, async (c) =>
    c.json(await c.var.transact((ctx) => favorites(ctx, c.req.valid('query').limit)), 200),
  );
