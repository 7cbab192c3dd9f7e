import type { InstanceMeta, RecentConnection } from '../../shared/schemas/meta.ts';
import type { Profile, ProfileUpdate } from '../../shared/schemas/profile.ts';
import type { JwtIntegration, Task } from '../../shared/schemas/tasks.ts';
import { api } from './http.ts';

/** One function per API endpoint the web app calls; the shapes come from src/shared. */

export const getMeta = () => api<InstanceMeta>('/api/v1/meta');

export const getProfile = () => api<Profile | null>('/api/v1/profile');
export const syncProfile = () => api<Profile>('/api/v1/profile/sync', { method: 'POST' });
export const updateProfile = (input: ProfileUpdate) =>
  api<Profile>('/api/v1/profile', { method: 'PATCH', body: input });

export const getRecentConnections = () => api<{ items: RecentConnection[] }>('/api/v1/connections/recent');

/** A short-lived signed JWT for the signed-in user (developer test pages and API clients). */
export const getAccessToken = () => api<{ token: string }>('/api/auth/token');

export const listTasks = (token: string, limit = 10) =>
  api<{ items: Task[]; next_cursor: string | null }>(`/api/v1/tasks?limit=${limit}`, { token });
export const createTask = (token: string, input: { title: string; description?: string }) =>
  api<Task>('/api/v1/tasks', { method: 'POST', body: input, token });
export const testJwtIntegration = (token: string) =>
  api<JwtIntegration>('/api/v1/rpc/test_jwt_integration', { method: 'POST', token });
