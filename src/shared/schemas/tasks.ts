import { z } from 'zod';
import { isoDateTime, page, requiredText } from './common.ts';

export const taskPriorities = ['low', 'normal', 'high'] as const;

export const taskSchema = z
  .object({
    id: z.uuid(),
    user_id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    priority: z.enum(taskPriorities),
    created_at: isoDateTime,
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskSchema>;

export const taskCreateSchema = z
  .strictObject({
    title: requiredText(200),
    description: z.string().trim().max(2000, 'must be at most 2000 characters').nullish(),
    priority: z.enum(taskPriorities).default('normal'),
  })
  .meta({ id: 'TaskCreate' });
export type TaskCreate = z.infer<typeof taskCreateSchema>;

export const taskPageSchema = page(taskSchema).meta({ id: 'TaskPage' });

export const jwtIntegrationSchema = z
  .object({
    claims: z.record(z.string(), z.unknown()),
    sub: z.string().nullable(),
    role: z.string(),
    checked_at: isoDateTime,
  })
  .meta({ id: 'JwtIntegration' });
export type JwtIntegration = z.infer<typeof jwtIntegrationSchema>;
