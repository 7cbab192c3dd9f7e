/** Above this many people remembered, those whose warm-up has started are forgotten first. */
const KEEP_AT_MOST = 1000;

/**
 * When each person's warm-up, queued by this process, starts: until then it has not read
 * anything, so another write needs no enqueue (one round trip to the job tables saved per write
 * in a burst). Per process and only a shortcut: a warm-up queued by another instance, or the
 * sweep, is found by the next write here (the job's 'stately' queue answers its enqueue without an
 * id) and remembered from then on (warm-up-after-writes.ts). Memory stays
 * bounded: remembered people are kept in the order they were queued, which is the order their
 * warm-ups start (one delay for all; one found queued elsewhere may start sooner, and is forgotten
 * a little late), and the oldest go first.
 */
export function queuedUntil(now = () => Date.now()) {
  const startsAt = new Map<string, number>();
  return {
    /** Whether a warm-up this process queued for `userId` is still waiting to start. */
    waiting: (userId: string) => (startsAt.get(userId) ?? 0) > now(),
    /** Remembers that `userId`'s warm-up starts no earlier than `at` (ms since the epoch). */
    queued(userId: string, at: number) {
      startsAt.delete(userId);
      for (const [id, start] of startsAt) {
        if (start > now() && startsAt.size < KEEP_AT_MOST) break;
        startsAt.delete(id);
      }
      startsAt.set(userId, at);
    },
    /** Forgets `userId`'s warm-up starting at `at` (one that was not queued after all), not a later one. */
    forget(userId: string, at: number) {
      if (startsAt.get(userId) === at) startsAt.delete(userId);
    },
    /** How many people are remembered (for tests of the bound). */
    size: () => startsAt.size,
  };
}
