import { browserTimeZone } from '../lib/browser-time-zone.ts';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';
import type { BodyOf } from './paths.ts';

/** The signed-in user's profile, made or refreshed on sign-in by the sync. */

const root = ['profile'] as const satisfies [Feature];
export const profileKeys = {
  all: root,
  sync: (userId: string) => [...root, 'sync', userId] as const,
};

// The browser's zone becomes the profile's until the person picks one in Settings (server rule).
export const syncProfile = () =>
  call(client.POST('/api/v1/profile/sync', { body: { time_zone: browserTimeZone() } }));
export const updateProfile = (body: BodyOf<'/api/v1/profile', 'patch'>) =>
  call(client.PATCH('/api/v1/profile', { body }));
