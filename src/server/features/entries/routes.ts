import { uuidParam } from '../../../shared/schemas/common.ts';
import {
  entryCreateSchema,
  entryDetailSchema,
  entryListQuery,
  entryPageSchema,
  entrySchema,
  entryUpdateSchema,
} from '../../../shared/schemas/entries.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { resourceRouter } from '../../http/resource-routes.ts';
import { jsonResponse, notFoundError } from '../../http/responses.ts';
import { createEntry, deleteEntry, getEntry, listEntries, updateEntry } from './service.ts';

const api = apiRoutes('Entries');

const read = api.get(
  '/entries/{id}',
  'One entry with its tags, connections, location and source, and its neighbours',
  {
    request: { params: uuidParam },
    responses: { 200: jsonResponse(entryDetailSchema, 'The entry'), ...notFoundError },
  },
);

export const entryRoutes = () =>
  resourceRouter(
    {
      path: '/entries',
      tag: 'Entries',
      noun: 'entry',
      item: entrySchema,
      list: entryPageSchema,
      create: entryCreateSchema,
      update: entryUpdateSchema,
      query: entryListQuery,
    },
    { list: listEntries, create: createEntry, update: updateEntry, remove: deleteEntry },
  ).openapi(read, async (c) =>
    c.json(await c.var.transact((ctx) => getEntry(ctx, c.req.valid('param').id)), 200),
  );
