import { queryOptions } from '@tanstack/react-query';
import type { components } from './contract.gen.ts';
import { call, client } from './http.ts';
import type { Feature } from './invalidation.ts';

/** Settings → Notifications: reminder settings, push devices and the notification log. */

const root = ['notifications'] as const satisfies [Feature];

export type NotificationSettings = components['schemas']['NotificationSettings'];
export type NotificationSettingsUpdate = components['schemas']['NotificationSettingsUpdate'];
export type KindSetting = components['schemas']['NotificationKindSetting'];
export type NotificationLogItem = components['schemas']['NotificationLogItem'];

export const notificationQueries = {
  settings: () =>
    queryOptions({
      queryKey: [...root, 'settings'] as const,
      queryFn: ({ signal }) => call(client.GET('/api/v1/notifications/settings', { signal })),
    }),
  devices: () =>
    queryOptions({
      queryKey: [...root, 'devices'] as const,
      queryFn: ({ signal }) => call(client.GET('/api/v1/notifications/push-subscriptions', { signal })),
    }),
  log: () =>
    queryOptions({
      queryKey: [...root, 'log'] as const,
      queryFn: ({ signal }) =>
        call(client.GET('/api/v1/notifications/log', { params: { query: { limit: 20 } }, signal })),
    }),
};

export const saveNotificationSettings = (body: NotificationSettingsUpdate) =>
  call(client.PUT('/api/v1/notifications/settings', { body }));

export const addPushDevice = (body: components['schemas']['PushSubscriptionInput']) =>
  call(client.POST('/api/v1/notifications/push-subscriptions', { body }));

export const removePushDevice = (id: string) =>
  call(client.DELETE('/api/v1/notifications/push-subscriptions/{id}', { params: { path: { id } } }));
