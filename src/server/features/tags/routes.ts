import { catalogQuery } from '../../../shared/schemas/catalog.ts';
import { tagCreateSchema, tagListSchema, tagSchema, tagUpdateSchema } from '../../../shared/schemas/tags.ts';
import { mergeRoute } from '../../http/merge-route.ts';
import { resourceRouter } from '../../http/resource-routes.ts';
import { createTag, deleteTag, listTags, mergeTag, updateTag } from './service.ts';

const merge = mergeRoute('/tags', 'Tags', 'tag', tagSchema);

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
  ).openapi(merge, async (c) =>
    c.json(await c.var.transact((ctx) => mergeTag(ctx, c.req.valid('param').id, c.req.valid('json'))), 200),
  );
