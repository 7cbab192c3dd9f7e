import { catalogQuery } from '../../../shared/schemas/catalog.ts';
import {
  locationCreateSchema,
  locationListSchema,
  locationSchema,
  locationUpdateSchema,
} from '../../../shared/schemas/locations.ts';
import type { Db } from '../../db/client.ts';
import { resourceRouter } from '../../http/resource-routes.ts';
import { createLocation, deleteLocation, listLocations, updateLocation } from './service.ts';

export const locationRoutes = (db: Db) =>
  resourceRouter(
    db,
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
  );
