/**
 * A latch shared between the main thread and the write thread, so the main thread can stop
 * every disk operation of the write thread synchronously: when content throws from a timer,
 * the process's last act is to remove the build's temporary folder (`guardBuildProcess`), and
 * a write thread still creating folders there would bring it back after the removal.
 *
 * The write thread holds the gate for each operation (`enter`/`leave`); `shut` waits for the
 * operation under way to end, then closes the gate for good. Both sides use Atomics on one
 * shared integer, since the main thread's event loop does not run again before it exits.
 */
export class WriteGate {
  private readonly state: Int32Array;

  /** A new gate, or the write thread's view of the parent's (from its `buffer`). */
  constructor(buffer: SharedArrayBuffer = new SharedArrayBuffer(4)) {
    this.state = new Int32Array(buffer);
  }

  /** What the write thread is given to open the same gate. */
  get buffer(): SharedArrayBuffer {
    return this.state.buffer as SharedArrayBuffer;
  }

  /** On the write thread, before an operation: false once the gate is shut (do nothing then). */
  enter(): boolean {
    return Atomics.compareExchange(this.state, 0, OPEN, BUSY) === OPEN;
  }

  /** On the write thread, after an operation that `enter` allowed. */
  leave(): void {
    Atomics.compareExchange(this.state, 0, BUSY, OPEN);
    Atomics.notify(this.state, 0);
  }

  /**
   * On the main thread: waits until no operation is under way, then shuts the gate. Gives up
   * after `timeoutMs` (a write stuck on a dead disk must not hang the process's exit); returns
   * whether the gate is shut.
   */
  shut(timeoutMs = 2000): boolean {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const was = Atomics.compareExchange(this.state, 0, OPEN, SHUT);
      if (was !== BUSY) return true;
      const left = deadline - performance.now();
      if (left <= 0) return false;
      Atomics.wait(this.state, 0, BUSY, Math.min(left, 50));
    }
  }
}

const OPEN = 0;
const BUSY = 1;
const SHUT = 2;
