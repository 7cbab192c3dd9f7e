import { catalogQuery } from '../../../shared/schemas/catalog.ts';
import {
  locationCreateSchema,
  locationListSchema,
  locationSchema,
  locationUpdateSchema,
} from '../../../shared/schemas/locations.ts';
import { resourceRouter } from '../../http/resource-routes.ts';
import { createLocation, deleteLocation, listLocations, updateLocation } from './service.ts';

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
  );
