/** A delay above this is a stall every request of every user felt; it is logged. */
export const EVENT_LOOP_STALL_MS = 1000;
/** How often the watch looks; a stall is measured to within this much. */
const TICK_MS = 100;

/**
 * Watches how late the event loop runs. Memento serves every request (and, on the embedded
 * database, every query) on one thread, so a long synchronous step anywhere (a big parse, a
 * digest, a hash on a loaded machine) delays everyone: a warning with how long the loop was held
 * tells an operator, and a failed browser test, when and how long. A timer that should fire every
 * TICK_MS measures it by how late it fires (perf_hooks' delay histogram reported nothing inside
 * Vitest's worker threads). Returns a function that stops the watch.
 */
export function watchEventLoop(onStall: (lateMs: number) => void): () => void {
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const lateMs = Math.round(now - last - TICK_MS);
    last = now;
    if (lateMs >= EVENT_LOOP_STALL_MS) onStall(lateMs);
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
