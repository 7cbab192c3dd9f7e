import { createHash } from 'node:crypto';

/**
 * A UUID derived from a key (RFC 4122 version 5 layout over SHA-1). Used as a job's id so that
 * enqueueing the same key twice, from two instances or a retry, inserts one job: pg-boss ignores an
 * insert whose id exists.
 */
export function stableJobId(key: string): string {
  const hash = createHash('sha1').update(`memento-job:${key}`).digest();
  hash[6] = ((hash[6] as number) & 0x0f) | 0x50;
  hash[8] = ((hash[8] as number) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
