import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { threadId } from 'node:worker_threads';

/**
 * Keeps the main thread's heap near what it holds alive while pages stream through it.
 *
 * Why: what a build keeps of a page is small (at 1,000 realistic pages the main thread's heap
 * held 80-100 MB alive after a full collection), but rendering allocates fast, and V8 lets
 * its old generation grow to about four times the live size before a full collection when
 * the heap limit is large (it is 2 GB and more on any machine with 8 GB): the heap reached
 * 360 MB used at 1,000 pages and 800 MB at 5,000, and the memory it took was not given back
 * before the end of the build, when the search thread packs its index. Collecting whenever
 * the heap has grown by the live size since the last collection holds it near twice that.
 *
 * A full collection is asked of V8 directly (`gc`, exposed on a fresh context: the flag cannot
 * be given to a process already started); it costs about 1 ms per 1 MB alive.
 */
export class HeapTrim {
  private live: number;
  /** How many collections it asked for. */
  collections = 0;
  private readonly collect: (() => void) | undefined;

  /** `floor`: the growth, in bytes, below which no collection is asked for (small sites never collect). */
  constructor(private readonly floor = DEFAULT_FLOOR) {
    this.collect = collector();
    this.live = usedHeap();
  }

  /** A page went through the sinks: collects when the heap grew past the bound. */
  afterPage() {
    if (!this.collect || usedHeap() < this.live + Math.max(this.floor, this.live)) return;
    this.now();
  }

  /**
   * Collects before the main thread waits for the search thread, whose peak comes then, unless
   * the heap grew by less than the floor since the last collection (or since the build started):
   * garbage that small is not worth a full collection. An edit build of 1,000 pages holds about
   * 35 MB, and the collection forced here cost it 0.1 s of CPU (0.5 s of wall at load 30).
   */
  beforePeak() {
    if (!this.collect || usedHeap() < this.live + this.floor) return;
    this.now();
  }

  /**
   * Collects and moves what is alive together, so that the pages the heap took while it was
   * larger go back to the system, when the heap is over twice the floor: a plain full
   * collection frees objects but keeps every page that still holds one of them (after the
   * last of 5,000 realistic pages, the main heap stayed at 541 MB for 133 MB alive; compacted,
   * 156 MB, for about 0.35 s). The pages alive are copied before the old ones go: the process
   * takes about the live size more for that moment.
   */
  compactBeforePeak() {
    if (!this.collect || v8.getHeapStatistics().total_heap_size < 2 * this.floor) return;
    v8.setFlagsFromString('--compact-on-every-full-gc');
    try {
      this.now();
    } finally {
      v8.setFlagsFromString('--no-compact-on-every-full-gc');
    }
  }

  /** Collects now. */
  now() {
    if (!this.collect) return;
    this.collect();
    this.collections++;
    this.live = usedHeap();
  }
}

/**
 * Writes a heap snapshot of this thread into the folder DOCSITE_HEAP_SNAPSHOT names, when it is
 * set (to see what a build holds at a moment: after the last page, while search packs): named
 * `<label>-<thread>.heapsnapshot`, only the labels starting with DOCSITE_HEAP_SNAPSHOT_ONLY when
 * that is set. Nothing otherwise. It takes seconds and about the heap's
 * size again in memory, so it is for measuring only.
 */
export function heapSnapshot(label: string): string | undefined {
  const folder = process.env.DOCSITE_HEAP_SNAPSHOT;
  if (!folder) return undefined;
  // DOCSITE_HEAP_SNAPSHOT_ONLY=<label prefix>: one thread's moment only (the main thread's snapshot takes minutes on a loaded machine).
  const only = process.env.DOCSITE_HEAP_SNAPSHOT_ONLY;
  if (only && !label.startsWith(only)) return undefined;
  return v8.writeHeapSnapshot(path.join(folder, `${label}-${threadId}.heapsnapshot`));
}

/** Below 96 MB of growth a collection would cost more than it saves. */
const DEFAULT_FLOOR = 96 * 1024 * 1024;

const usedHeap = () => v8.getHeapStatistics().used_heap_size;

/** The `gc` function, or undefined where it cannot be had (DOCSITE_HEAP_TRIM=0 turns it off, to measure without it). */
function collector(): (() => void) | undefined {
  if (process.env.DOCSITE_HEAP_TRIM === '0') return undefined;
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // Only this context needs it: threads started later do not get a global `gc`.
    v8.setFlagsFromString('--no-expose-gc');
    return gc;
  } catch {
    return undefined;
  }
}
