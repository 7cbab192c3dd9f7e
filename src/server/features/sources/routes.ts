import { catalogQuery } from '../../../shared/schemas/catalog.ts';
import {
  sourceCreateSchema,
  sourceListSchema,
  sourceSchema,
  sourceUpdateSchema,
} from '../../../shared/schemas/sources.ts';
import { resourceRouter } from '../../http/resource-routes.ts';
import { sourceService } from './service.ts';

export const sourceRoutes = () =>
  resourceRouter(
    {
      path: '/sources',
      tag: 'Sources',
      noun: 'source',
      item: sourceSchema,
      list: sourceListSchema,
      create: sourceCreateSchema,
      update: sourceUpdateSchema,
      query: catalogQuery,
    },
    sourceService,
  );
