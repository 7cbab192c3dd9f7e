import { monitorEventLoopDelay } from 'node:perf_hooks';

/** A delay above this is a stall every request of every user felt; it is logged. */
export const EVENT_LOOP_STALL_MS = 1000;
const SAMPLE_EVERY_MS = 10_000;

/**
 * Watches how late the event loop runs. Memento serves every request (and, on the embedded
 * database, every query) on one thread, so a long synchronous step anywhere (a big parse, a
 * digest, a hash on a loaded machine) delays everyone: a warning with the worst delay of the last
 * ten seconds tells an operator, and a failed browser test, when and how long. Returns a function
 * that stops the watch.
 */
export function watchEventLoop(
  onStall: (maxDelayMs: number) => void,
  sampleEveryMs = SAMPLE_EVERY_MS,
): () => void {
  const histogram = monitorEventLoopDelay({ resolution: 50 });
  histogram.enable();
  const timer = setInterval(() => {
    const maxDelayMs = Math.round(histogram.max / 1e6);
    histogram.reset();
    if (maxDelayMs >= EVENT_LOOP_STALL_MS) onStall(maxDelayMs);
  }, sampleEveryMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}
