import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suiteApp, suiteUser } from '../test/suite-app.ts';
import { expectStatus, fieldProblems, refusedFields } from '../test/typed-api.ts';

const app = suiteApp();
const user = suiteUser(app);

const expectErrorShape = (body: unknown, code: string) =>
  expect(body).toMatchObject({ error: { code, message: expect.any(String) } });

describe('bad input', () => {
  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await user.client.post('/api/v1/tasks', '{"title": "half', {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'invalid_json');
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await user.client.post('/api/v1/tasks', 'title=hello', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(400);
    expectErrorShape(res.body, 'unsupported_media_type');
  });

  it('names the field and the reason for wrong types and unknown fields', async () => {
    const wrongType = await user.client.post('/api/v1/tasks', { title: 42 });
    expect(wrongType.status).toBe(400);
    expect(fieldProblems(wrongType.body)).toEqual([
      { field: 'title', message: expect.stringContaining('string') },
    ]);
    const unknown = await user.client.post('/api/v1/tasks', { title: 'ok', colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(fieldProblems(unknown.body)).toEqual([{ field: 'colour', message: 'unknown field' }]);
    const badEnum = await user.client.post('/api/v1/tasks', { title: 'ok', priority: 'urgent' });
    expect(refusedFields(badEnum.body)[0]).toBe('priority');
  });

  it('refuses a body over 1 MiB with 413 and writes nothing', async () => {
    const res = await user.client.post('/api/v1/tasks', {
      title: 'big',
      description: 'x'.repeat(1024 * 1024),
    });
    expect(res.status).toBe(413);
    expectErrorShape(res.body, 'payload_too_large');
    expect((await expectStatus(user.api.GET('/api/v1/tasks'), 200)).items).toHaveLength(0);
  });

  it('answers missing or broken auth with 401', async () => {
    const anonymous = app.client();
    for (const [method, path] of [
      ['GET', '/api/v1/profile'],
      ['POST', '/api/v1/tasks'],
      ['POST', '/api/v1/rpc/test_jwt_integration'],
    ] as const) {
      const res = await anonymous.request(method, path, method === 'POST' ? { title: 'x' } : undefined);
      expect(res.status).toBe(401);
      expectErrorShape(res.body, 'unauthorized');
    }
    const garbage = await anonymous.get('/api/v1/profile', { authorization: 'Bearer not.a.jwt' });
    expect(garbage.status).toBe(401);
  });

  it('answers an unknown API path with the error shape', async () => {
    const res = await user.client.get('/api/v1/does-not-exist');
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 'not_found');
  });

  it('never answers 500 to random input on any route of the platform', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/v1/profile'],
      ['PATCH', '/api/v1/profile'],
      ['POST', '/api/v1/profile/sync'],
      ['GET', '/api/v1/tasks'],
      ['POST', '/api/v1/tasks'],
      ['POST', '/api/v1/rpc/test_jwt_integration'],
      ['GET', '/api/v1/meta'],
      ['GET', '/api/v1/connections/recent'],
      ['GET', '/api/health'],
      ['POST', '/api/auth/sign-in/email'],
      ['POST', '/api/auth/sign-up/email'],
      ['POST', '/api/auth/request-password-reset'],
      ['POST', '/api/auth/reset-password'],
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/change-email'],
      ['POST', '/api/auth/change-password'],
      ['GET', '/api/v1/entries'],
      ['POST', '/api/v1/entries'],
      ['GET', '/api/v1/groups'],
      ['GET', '/api/v1/digests'],
      ['GET', '/api/v1/search'],
    ];
    // Text with NUL characters and lone surrogates, which PostgreSQL cannot store.
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constant('a\u0000b'));
    // Well-formed cursors at dates a JavaScript Date holds but PostgreSQL does not.
    const cursor = fc
      .tuple(fc.date({ noInvalidDate: true }), fc.uuid())
      .map(([at, id]) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url'));
    const body = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({
          title: fc.oneof(fc.anything(), text),
          description: fc.anything(),
          priority: fc.anything(),
          name: fc.oneof(fc.anything(), text),
          content: text,
          email: text,
          newEmail: text,
        })
        .map((v) => JSON.stringify(v)),
      fc.string(),
      fc.constant(''),
    );
    const query = fc.dictionary(fc.constantFrom('limit', 'cursor', 'x', 'q'), fc.oneof(text, cursor), {
      maxKeys: 3,
    });
    const contentType = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      undefined,
    );

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        query,
        contentType,
        async ([method, path], raw, q, type) => {
          const search = new URLSearchParams(q).toString();
          const headers: Record<string, string> = type ? { 'content-type': type } : {};
          const res = await user.client.request(
            method,
            `${path}${search ? `?${search}` : ''}`,
            method === 'GET' ? undefined : raw,
            headers,
          );
          expect(res.status, `${method} ${path} ${raw}`).toBeLessThan(500);
          if (path.startsWith('/api/v1') && res.status >= 400) expect(res.body).toHaveProperty('error.code');
        },
      ),
      { numRuns: 150 },
    );
  });
});
