import type { ServiceContext } from '../../db/with-user.ts';
import { lockActivityRows } from './queries.ts';

/**
 * What a feature that links entries to connections calls before it changes any link or entry
 * date: connections' activity_count and last_entry_at are kept by triggers (migrations 0012 and
 * 0013), and taking every row they will touch at once, sorted, is what keeps concurrent saves
 * from locking them in different orders.
 */
export function lockConnectionActivity(
  { tx, actor }: ServiceContext,
  connectionIds: Iterable<string>,
  /** An entry whose current connections are taken too: an edit recounts the ones it unlinks. */
  linkedTo?: string,
) {
  return lockActivityRows(tx, actor.userId, [...new Set(connectionIds)], linkedTo);
}
