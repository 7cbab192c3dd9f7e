import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * TanStack Query assumes it is online until an `offline` event says otherwise; a page opened
 * without a network gets no such event, so it starts from what the browser says. Called once at start.
 */
export function startOnlineTracking() {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
}

/** Whether the browser has a network now, re-rendering when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
  );
}
