/** Only paths on this site are followed after sign-in; anything else goes to the dashboard. */
export function safeRedirect(target: unknown, fallback = '/dashboard'): string {
  if (
    typeof target !== 'string' ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\')
  ) {
    return fallback;
  }
  if (target.startsWith('/auth')) return fallback;
  return target;
}
