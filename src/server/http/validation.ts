import type { Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { FieldProblem } from '../../shared/errors.ts';
import { AppError } from '../lib/errors.ts';

/** Turns zod issues into the fields a client must fix, each with the reason. */
export function fieldProblems(error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    const path = [...issue.path, ...(keys.length === 1 ? keys : [])].join('.');
    const message =
      issue.code === 'unrecognized_keys'
        ? `unknown field${keys.length > 1 ? `s ${keys.join(', ')}` : ''}`
        : issue.message;
    return { field: path || '(body)', message };
  });
}

export function invalidInput(error: z.ZodError, where: string): AppError {
  const problems = fieldProblems(error);
  const first = problems[0];
  const summary = first ? `${first.field}: ${first.message}` : 'invalid value';
  return new AppError(400, 'invalid_request', `Invalid ${where}: ${summary}`, { fields: problems });
}

const targetNames: Record<string, string> = {
  json: 'request body',
  query: 'query parameters',
  param: 'path parameters',
  header: 'headers',
  form: 'form',
  cookie: 'cookies',
};

// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every shape
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (!result.success)
    throw invalidInput(result.error as z.ZodError, targetNames[result.target] ?? result.target);
};
