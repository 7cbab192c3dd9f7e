/**
 * The Web Share Target's names, one definition for the manifest (src/web/pwa/web-manifest.ts),
 * the service worker that receives a share (src/web/sw/share-target.ts) and the editor that opens
 * with it. No imports: the Vite config reads this file in Node.
 */
export const SHARE_TARGET = {
  /** Where the phone's share sheet POSTs the multipart form; only the service worker answers it. */
  action: '/share-target',
  title: 'title',
  text: 'text',
  url: 'url',
  /** The form field holding the shared photos. */
  files: 'photos',
  /** The editor's query parameter naming the share it opens with. */
  param: 'shared',
} as const;

/** Only photos are offered to the share sheet: the journal's other files come from the editor. */
export const SHARE_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
