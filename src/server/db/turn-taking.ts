/**
 * Units of work on the embedded database take turns, one at a time and in arrival order, and each
 * turn starts in a new turn of the event loop.
 *
 * PGlite runs in this thread and answers synchronously, so a queue of waiting transactions is
 * drained by a chain of promise callbacks that never gives the event loop back: under load the
 * server then reads its sockets and accepts new connections only a few times a second, and a
 * client that connected during a burst waited half a minute before its request was even read
 * (bench/mixed-load.ts, 200 connections). Starting each turn from `setImmediate` lets the loop
 * poll for I/O between two units, so every connection is served in turn.
 */
export class TurnTaking {
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (!this.busy && this.waiting.length === 0) {
      this.busy = true;
      return new Promise((resolve) => setImmediate(resolve));
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private leave() {
    const next = this.waiting.shift();
    if (!next) {
      this.busy = false;
      return;
    }
    setImmediate(next);
  }
}
