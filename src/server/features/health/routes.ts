import type { Database } from '../../db/client.ts';
import { createRouter } from '../../http/env.ts';

/** Liveness and readiness in one: answers 200 only when the database answers. */
export function healthRoutes(database: Database) {
  return createRouter().get('/health', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch (err) {
      c.get('log').error({ err }, 'health check: database did not answer');
      return c.json({ status: 'unavailable', database: database.kind }, 503);
    }
  });
}
