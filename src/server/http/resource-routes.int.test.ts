import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildLocation, buildTag, buildUser, type TestUser } from '../test/factories.ts';
import { readAs } from '../test/raw-answers.ts';
import { suiteApp } from '../test/suite-app.ts';

// The routes resource-routes.ts builds promise one thing for every resource: another user's id
// answers 404 to every verb, as if it did not exist, and their list never shows it.

const app = suiteApp();

const listed = z.object({ items: z.array(z.looseObject({ id: z.string() })) });

/** Each resource: one record an owner makes, the fields it keeps, and the list a stranger would see it in. */
const resources = [
  {
    noun: 'tag',
    make: (owner: TestUser) => buildTag(owner, { name: 'Mine' }),
    kept: { name: 'Mine' },
    change: { name: 'Stolen' },
    // The emotion tags every account has are left out by the name.
    list: '/api/v1/tags?q=Mine',
  },
  {
    noun: 'location',
    make: (owner: TestUser) => buildLocation(owner, { label: 'Secret spot' }),
    kept: { label: 'Secret spot' },
    change: { label: 'Mine' },
    list: '/api/v1/locations',
  },
];

describe('user-owned resources', () => {
  it.each(resources)("answers 404 for another user's $noun on every verb", async (resource) => {
    const stranger = await buildUser(app);
    const owner = await buildUser(app);
    const { id } = await resource.make(owner);
    const one = `${resource.list.split('?')[0]}/${id}`;
    // Untyped: one request for every resource, and only the status is read.
    expect((await stranger.client.patch(one, resource.change)).status).toBe(404);
    expect((await stranger.client.delete(one)).status).toBe(404);
    const items = async (user: TestUser) => readAs((await user.client.get(resource.list)).body, listed).items;
    expect(await items(stranger)).toEqual([]);
    expect((await items(owner))[0]).toMatchObject({ id, ...resource.kept });
  });
});
