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
import { answerById } from '../../http/serve.ts';
import { createEntry, deleteEntry, getEntry, listEntries, updateEntry } from './service.ts';

const read = apiRoutes('Entries').read('/entries/{id}', entryDetailSchema, 'The entry', {
  summary: 'One entry with its tags, connections, location and source, and its neighbours',
});

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
  ).openapi(read, answerById(getEntry));
