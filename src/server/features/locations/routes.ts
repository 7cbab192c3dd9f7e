import { catalogQuery } from '../../../shared/schemas/catalog.ts';
import {
  locationCreateSchema,
  locationListSchema,
  locationSchema,
  locationUpdateSchema,
} from '../../../shared/schemas/locations.ts';
import { mergeRoute } from '../../http/merge-route.ts';
import { resourceRouter } from '../../http/resource-routes.ts';
import { createLocation, deleteLocation, listLocations, mergeLocation, updateLocation } from './service.ts';

const merge = mergeRoute('/locations', 'Locations', 'location', locationSchema);

export const locationRoutes = () =>
  resourceRouter(
    {
      path: '/locations',
      tag: 'Locations',
      noun: 'location',
      item: locationSchema,
      list: locationListSchema,
      create: locationCreateSchema,
      update: locationUpdateSchema,
      query: catalogQuery,
    },
    { list: listLocations, create: createLocation, update: updateLocation, remove: deleteLocation },
  ).openapi(merge, async (c) =>
    c.json(
      await c.var.transact((ctx) => mergeLocation(ctx, c.req.valid('param').id, c.req.valid('json'))),
      200,
    ),
  );
