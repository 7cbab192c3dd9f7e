import { createHash } from 'node:crypto';

/** A short hash of a file's bytes: served URLs carry it, so a new file is a new, cacheable URL. */
export const contentEtag = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
