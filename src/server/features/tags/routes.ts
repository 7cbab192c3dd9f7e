import { tagCreateSchema, tagListSchema, tagSchema, tagUpdateSchema } from '../../../shared/schemas/tags.ts';
import { mergingCatalogRouter } from '../catalog/catalog-routes.ts';
import { tagService } from './service.ts';

export const tagRoutes = () =>
  mergingCatalogRouter(
    {
      path: '/tags',
      tag: 'Tags',
      noun: 'tag',
      item: tagSchema,
      list: tagListSchema,
      create: tagCreateSchema,
      update: tagUpdateSchema,
    },
    tagService,
  );
