import {
  groupCreateSchema,
  groupListQuery,
  groupPageSchema,
  groupSchema,
  groupUpdateSchema,
} from '../../../shared/schemas/groups.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { resourceRouter } from '../../http/resource-routes.ts';
import { answerById } from '../../http/serve.ts';
import { groupItemRoutes } from './item-routes.ts';
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './service.ts';

const read = apiRoutes('Groups').read('/groups/{id}', groupSchema, 'The group', {
  summary: 'One group with its item counts per type',
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
    .openapi(read, answerById(getGroup))
    .route('/', groupItemRoutes());
