import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// A full collection on demand, without starting the test process with --expose-gc.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * How many bytes of heap stay in use after `make` runs and returns: what its result keeps
 * alive, plus anything it stored elsewhere (measured after a full collection each side).
 */
export function retainedBytes<T>(make: () => T): { result: T; bytes: number } {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const result = make();
  collectGarbage();
  return { result, bytes: process.memoryUsage().heapUsed - before };
}

export const MB = 1024 * 1024;
