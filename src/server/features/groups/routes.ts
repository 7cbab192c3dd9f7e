import { uuidParam } from '../../../shared/schemas/common.ts';
import {
  groupCreateSchema,
  groupListQuery,
  groupPageSchema,
  groupSchema,
  groupUpdateSchema,
} from '../../../shared/schemas/groups.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { resourceRouter } from '../../http/resource-routes.ts';
import { jsonResponse, notFoundError } from '../../http/responses.ts';
import { groupItemRoutes } from './item-routes.ts';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './service.ts';

const api = apiRoutes('Groups');

const read = api.get('/groups/{id}', 'One group with its item counts per type', {
  request: { params: uuidParam },
  responses: { 200: jsonResponse(groupSchema, 'The group'), ...notFoundError },
});

export const groupRoutes = () =>
  resourceRouter(
    {
      path: '/groups',
      tag: 'Groups',
      noun: 'group',
      item: groupSchema,
      list: groupPageSchema,
      create: groupCreateSchema,
      update: groupUpdateSchema,
      query: groupListQuery,
    },
    { list: listGroups, create: createGroup, update: updateGroup, remove: deleteGroup },
  )
    .openapi(read, async (c) =>
      c.json(await c.var.transact((ctx) => getGroup(ctx, c.req.valid('param').id)), 200),
    )
    .route('/', groupItemRoutes());
