import { pageQuery } from '../../../shared/schemas/common.ts';
import {
  jwtIntegrationSchema,
  taskCreateSchema,
  taskPageSchema,
  taskSchema,
} from '../../../shared/schemas/tasks.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { jsonResponse } from '../../http/responses.ts';
import { answer, answerQuery } from '../../http/serve.ts';
import { checkJwtIntegration, createTask, listOwnTasks } from './service.ts';

const api = apiRoutes('Developer tests');

const list = api.search('/tasks', pageQuery, taskPageSchema, 'One page of tasks', {
  summary: "The caller's test tasks, newest first",
});

const create = api.create('/tasks', taskCreateSchema, taskSchema, 'The created task', {
  summary: 'Create a test task owned by the caller',
});

const jwtIntegration = api.post(
  '/rpc/test_jwt_integration',
  'The claims and role the database sees for this request',
  {
    responses: { 200: jsonResponse(jwtIntegrationSchema, 'What the database saw') },
  },
);

export function taskRoutes() {
  return createRouter()
    .openapi(list, answerQuery(listOwnTasks))
    .openapi(create, async (c) =>
      c.json(await c.var.transact((ctx) => createTask(ctx, c.req.valid('json'))), 201),
    )
    .openapi(jwtIntegration, answer(checkJwtIntegration));
}
