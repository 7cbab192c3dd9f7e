/** Names the page and the service worker share for Background Sync of the outbox. */
export const OUTBOX_SYNC_TAG = 'memento-outbox';
export const OUTBOX_SYNC_MESSAGE = 'SYNC_OUTBOX';
