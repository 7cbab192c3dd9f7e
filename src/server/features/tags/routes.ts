import { catalogQuery } from '../../../shared/schemas/catalog.ts';
import { tagCreateSchema, tagListSchema, tagSchema, tagUpdateSchema } from '../../../shared/schemas/tags.ts';
import { resourceRouter } from '../../http/resource-routes.ts';
import { createTag, deleteTag, listTags, updateTag } from './service.ts';

export const tagRoutes = () =>
  resourceRouter(
    {
      path: '/tags',
      tag: 'Tags',
      noun: 'tag',
      item: tagSchema,
      list: tagListSchema,
      create: tagCreateSchema,
      update: tagUpdateSchema,
      query: catalogQuery,
    },
    { list: listTags, create: createTag, update: updateTag, remove: deleteTag },
  );
