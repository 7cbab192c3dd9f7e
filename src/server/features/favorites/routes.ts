import { createRoute } from '@hono/zod-openapi';
import { favoritesQuery, favoritesSchema } from '../../../shared/schemas/favorites.ts';
import { createRouter } from '../../http/env.ts';
import { commonErrors, jsonResponse } from '../../http/responses.ts';
import { favorites } from './service.ts';

const favoritesRoute = createRoute({
  method: 'get',
  path: '/favorites',
  tags: ['Favorites'],
  summary: "The caller's favourite entries and connections",
  request: { query: favoritesQuery },
  responses: { 200: jsonResponse(favoritesSchema, 'Favourite entries and connections'), ...commonErrors },
});

export const favoriteRoutes = () =>
  createRouter().openapi(favoritesRoute, async (c) =>
    c.json(await c.var.transact((ctx) => favorites(ctx, c.req.valid('query').limit)), 200),
  );
