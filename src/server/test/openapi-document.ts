import { expect } from 'vitest';
import { z } from 'zod';
import type { ApiClient } from './api-client.ts';
import { readAs } from './raw-answers.ts';

const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

/**
 * The paths GET /api/openapi.json documents, each with the keys of its path item (its methods).
 * Read untyped: the document itself is not a route of the contract.
 */
export async function documentedPaths(client: ApiClient): Promise<Record<string, string[]>> {
  const doc = await client.get('/api/openapi.json');
  expect(doc.status).toBe(200);
  const { paths } = readAs(doc.body, documentSchema);
  return Object.fromEntries(Object.entries(paths).map(([path, item]) => [path, Object.keys(item)]));
}
