import { createRoute } from '@hono/zod-openapi';
import { pageQuery } from '../../../shared/schemas/common.ts';
import {
  jwtIntegrationSchema,
  taskCreateSchema,
  taskPageSchema,
  taskSchema,
} from '../../../shared/schemas/tasks.ts';
import { createRouter } from '../../http/env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/responses.ts';
import { checkJwtIntegration, createTask, listOwnTasks } from './service.ts';

const tags = ['Developer tests'];

const list = createRoute({
  method: 'get',
  path: '/tasks',
  tags,
  summary: "The caller's test tasks, newest first",
  request: { query: pageQuery },
  responses: { 200: jsonResponse(taskPageSchema, 'One page of tasks'), ...commonErrors },
});

const create = createRoute({
  method: 'post',
  path: '/tasks',
  tags,
  summary: 'Create a test task owned by the caller',
  request: { body: jsonBody(taskCreateSchema) },
  responses: { 201: jsonResponse(taskSchema, 'The created task'), ...commonErrors },
});

const jwtIntegration = createRoute({
  method: 'post',
  path: '/rpc/test_jwt_integration',
  tags,
  summary: 'The claims and role the database sees for this request',
  responses: { 200: jsonResponse(jwtIntegrationSchema, 'What the database saw'), ...commonErrors },
});

export function taskRoutes() {
  return createRouter()
    .openapi(list, async (c) => {
      const { limit, cursor } = c.req.valid('query');
      return c.json(await c.var.transact((ctx) => listOwnTasks(ctx, limit, cursor)), 200);
    })
    .openapi(create, async (c) =>
      c.json(await c.var.transact((ctx) => createTask(ctx, c.req.valid('json'))), 201),
    )
    .openapi(jwtIntegration, async (c) => c.json(await c.var.transact(checkJwtIntegration), 200));
}
