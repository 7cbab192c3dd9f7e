/** Every cache key the web app uses, in one place so invalidation is easy to get right. */
export const queryKeys = {
  meta: ['meta'] as const,
  profile: ['profile'] as const,
  profileSync: (userId: string) => ['profile-sync', userId] as const,
  recentConnections: ['connections', 'recent'] as const,
  sessions: ['auth', 'sessions'] as const,
};
