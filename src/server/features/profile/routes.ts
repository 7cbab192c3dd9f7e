import { z } from 'zod';
import { profileSchema, profileSyncSchema, profileUpdateSchema } from '../../../shared/schemas/profile.ts';
import { findIdentity } from '../../auth/queries.ts';
import type { Db } from '../../db/client.ts';
import { apiRoutes } from '../../http/api-route.ts';
import { createRouter } from '../../http/env.ts';
import { jsonBody, jsonResponse, notFoundError } from '../../http/responses.ts';
import { AppError } from '../../lib/errors.ts';
import { maybeInjectFault } from '../../lib/test-faults.ts';
import { ensureProfile, getProfile, updateProfile } from './service.ts';

const api = apiRoutes('Profile');

const read = api.get('/profile', "The caller's profile, or null before the first sync", {
  responses: {
    200: jsonResponse(z.union([profileSchema, z.null()]), 'The profile or null'),
  },
});

const sync = api.post(
  '/profile/sync',
  'Create the profile (plan free) or refresh its name and email from the account',
  {
    description:
      "The optional body carries the browser's time zone: it becomes the profile's until the person picks one in Settings.",
    // Optional: older clients sync without a body.
    request: { body: { ...jsonBody(profileSyncSchema), required: false } },
    responses: { 200: jsonResponse(profileSchema, 'The synced profile') },
  },
);

const update = api.patch('/profile', 'Change the name, the onboarded flag or the time zone', {
  request: { body: jsonBody(profileUpdateSchema) },
  responses: { 200: jsonResponse(profileSchema, 'The updated profile'), ...notFoundError },
});

export function profileRoutes(db: Db, faults: string[]) {
  return createRouter()
    .openapi(read, async (c) => c.json(await c.var.transact(getProfile), 200))
    .openapi(sync, async (c) => {
      const actor = await c.var.actor.resolve();
      maybeInjectFault(faults, 'profile-sync-once', actor.userId);
      const identity = await findIdentity(db, actor.userId);
      if (!identity) throw new AppError(401, 'unauthorized', 'The account no longer exists');
      return c.json(
        await c.var.transact((ctx) =>
          ensureProfile(ctx, { email: identity.email, name: identity.name }, c.req.valid('json') ?? {}),
        ),
        200,
      );
    })
    .openapi(update, async (c) =>
      c.json(await c.var.transact((ctx) => updateProfile(ctx, c.req.valid('json'))), 200),
    );
}
