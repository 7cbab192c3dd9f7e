import {
  locationCreateSchema,
  locationListSchema,
  locationSchema,
  locationUpdateSchema,
} from '../../../shared/schemas/locations.ts';
import { mergingCatalogRouter } from '../catalog/catalog-routes.ts';
import { locationService } from './service.ts';

export const locationRoutes = () =>
  mergingCatalogRouter(
    {
      path: '/locations',
      tag: 'Locations',
      noun: 'location',
      item: locationSchema,
      list: locationListSchema,
      create: locationCreateSchema,
      update: locationUpdateSchema,
    },
    locationService,
  );
