import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../test/api-client.ts';
import { buildEntry, buildUser } from '../../test/factories.ts';
import { documentedPaths } from '../../test/openapi-document.ts';
import { suiteApp } from '../../test/suite-app.ts';

const app = suiteApp();
let client: ApiClient;
let entryId: string;
beforeAll(async () => {
  const user = await buildUser(app);
  client = user.client;
  entryId = (await buildEntry(user, { title: 'Target', type: 'idea' })).id;
});

const journalPaths = [
  '/api/v1/entries',
  '/api/v1/entries/{id}',
  '/api/v1/tags',
  '/api/v1/tags/{id}',
  '/api/v1/locations',
  '/api/v1/locations/{id}',
  '/api/v1/sources',
  '/api/v1/sources/{id}',
  '/api/v1/calendar',
  '/api/v1/search',
  '/api/v1/favorites',
];

describe('journal API contract', () => {
  it('documents every journal route in /api/openapi.json', async () => {
    const documented = await documentedPaths(app.client());
    for (const path of journalPaths) expect(Object.keys(documented), path).toContain(path);
    expect(documented['/api/v1/entries/{id}']?.sort()).toEqual(['delete', 'get', 'patch']);
  });

  it('answers 401 to the signed out on every journal route', async () => {
    const anonymous = app.client();
    for (const path of journalPaths) {
      const res = await anonymous.get(path.replace('{id}', entryId));
      expect(res.status, path).toBe(401);
    }
  });

  it('never answers 500 to random input on any journal route', async () => {
    const id = fc.constantFrom(entryId, crypto.randomUUID(), 'nope', '');
    const route = fc.constantFrom(
      ['GET', '/api/v1/entries'],
      ['POST', '/api/v1/entries'],
      ['GET', '/api/v1/entries/:id'],
      ['PATCH', '/api/v1/entries/:id'],
      ['DELETE', '/api/v1/entries/:id'],
      ['GET', '/api/v1/tags'],
      ['POST', '/api/v1/tags'],
      ['PATCH', '/api/v1/tags/:id'],
      ['POST', '/api/v1/locations'],
      ['PATCH', '/api/v1/locations/:id'],
      ['POST', '/api/v1/sources'],
      ['PATCH', '/api/v1/sources/:id'],
      ['GET', '/api/v1/calendar'],
      ['GET', '/api/v1/search'],
      ['GET', '/api/v1/favorites'],
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          title: fc.anything(),
          type: fc.constantFrom('idea', 'url', 'note', 'emotion', 42),
          content: fc.string(),
          star_rating: fc.oneof(fc.integer(), fc.double(), fc.constant(null)),
          tag_ids: fc.array(fc.oneof(fc.uuid(), fc.string())),
          occurred_at: fc.oneof(
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            fc.string(),
          ),
          name: fc.string(),
          label: fc.string(),
          lat: fc.double(),
          lng: fc.double(),
          source_type: fc.constantFrom('note', 'url', 'pdf'),
          reference_text: fc.string(),
        },
        { requiredKeys: [] },
      ),
    );
    const query = fc.dictionary(
      fc.constantFrom('limit', 'cursor', 'q', 'tz', 'date', 'from', 'to', 'type', 'tag_id', 'favorite'),
      fc.oneof(
        fc.string(),
        fc.constantFrom('2026-03-01', 'Europe/Paris', 'EST5EDT', 'UTC+5', '+05:00', 'true'),
      ),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(route, id, body, query, async ([method, path], anId, payload, q) => {
        const search = new URLSearchParams(q).toString();
        const url = `${path.replace(':id', anId)}${search ? `?${search}` : ''}`;
        const res = await client.request(
          method,
          url,
          method === 'GET' || method === 'DELETE' ? undefined : payload,
        );
        expect(res.status, `${method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (res.status >= 400) expect(res.body).toHaveProperty('error.code');
      }),
      { numRuns: 200 },
    );
  });
});
