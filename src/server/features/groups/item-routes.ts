import {
  groupCandidatePageSchema,
  groupCandidateQuery,
  groupItemCreateSchema,
  groupItemListQuery,
  groupItemPageSchema,
  groupItemParams,
  groupItemSchema,
} from '../../../shared/schemas/groups.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { conflictError, notFoundError } from '../../http/responses.ts';
import { answerByIdQuery } from '../../http/serve.ts';
import { addGroupItem, listGroupCandidates, listGroupItems, removeGroupItem } from './items-service.ts';

const api = apiRoutes('Groups');

const list = api.searchIn('/groups/{id}/items', groupItemListQuery, groupItemPageSchema, 'The items', {
  summary: "A page of the group's items, most recently added first, each with the item itself",
});

const add = api.createIn(
  '/groups/{id}/items',
  groupItemCreateSchema,
  groupItemSchema,
  'The new link with its item',
  {
    summary: 'Put one of your entries, connections, tags or locations into the group',
    errors: conflictError,
  },
);

const remove = api.delete(
  '/groups/{id}/items/{item_id}',
  'Take an item out of the group by its link id (the item itself stays)',
  {
    request: { params: groupItemParams },
    responses: { 204: { description: 'Removed' }, ...notFoundError },
  },
);

const candidates = api.searchIn(
  '/groups/{id}/candidates',
  groupCandidateQuery,
  groupCandidatePageSchema,
  'Items that can be added',
  {
    summary: 'Your items of one type not yet in the group, newest first, searchable',
  },
);

/** The routes under /groups/{id}: its items, adding and removing them, and what can be added. */
export const groupItemRoutes = () =>
  createRouter()
    .openapi(list, answerByIdQuery(listGroupItems))
    .openapi(add, async (c) =>
      c.json(
        await c.var.transact((ctx) => addGroupItem(ctx, c.req.valid('param').id, c.req.valid('json'))),
        201,
      ),
    )
    .openapi(remove, async (c) => {
      const { id, item_id } = c.req.valid('param');
      await c.var.transact((ctx) => removeGroupItem(ctx, id, item_id));
      return c.body(null, 204);
    })
    .openapi(candidates, answerByIdQuery(listGroupCandidates));
