import { afterEach, describe, expect, it, vi } from 'vitest';
import v8 from 'node:v8';
import { HeapTrim } from '../../../src/pipeline/heapTrim.js';

const MB = 1024 * 1024;

afterEach(() => vi.unstubAllEnvs());

/** An array of about `mb` MB on the heap (doubles, 8 bytes each). */
const allocate = (mb: number) => {
  const doubles: number[] = [];
  for (let index = 0; index < mb * 131_072; index++) doubles.push(index + 0.5);
  return doubles;
};

describe('HeapTrim', () => {
  it('collects once the heap grew past its bound since the last collection, not before', () => {
    vi.stubEnv('DOCSITE_HEAP_TRIM', '');
    const trim = new HeapTrim(8 * 1024 * 1024);
    trim.now();
    expect(trim.collections).toBe(1);
    trim.afterPage();
    expect(trim.collections).toBe(1);
    // Twice the floor and more than the live heap: past the bound whatever the test runner holds.
    const kept = allocate(Math.max(16, Math.ceil(process.memoryUsage().heapUsed / 1048576) + 8));
    trim.afterPage();
    expect(trim.collections).toBe(2);
    expect(kept.length).toBeGreaterThan(0);
  });

  it('collects before the search peak only when the heap grew by its floor since the last collection (a small edit build forces no full collection)', () => {
    vi.stubEnv('DOCSITE_HEAP_TRIM', '');
    const trim = new HeapTrim(64 * 1024 * 1024);
    trim.now();
    trim.beforePeak();
    expect(trim.collections).toBe(1);
    const kept = allocate(80);
    trim.beforePeak();
    expect(trim.collections).toBe(2);
    expect(kept.length).toBeGreaterThan(0);
  });

  it('gives back the pages of a heap that grew, once compacted: a plain collection keeps every page something alive is on', () => {
    vi.stubEnv('DOCSITE_HEAP_TRIM', '');
    const heapSize = () => v8.getHeapStatistics().total_heap_size / MB;
    /** About 130 MB of small objects, of which every tenth stays alive: spread over every page they took. */
    const scattered = () => {
      const all = Array.from({ length: 2_000_000 }, (_, index) => ({ index, text: `value ${index}` }));
      return all.filter((_, index) => index % 10 === 0);
    };
    const trim = new HeapTrim(16 * MB);
    let kept = scattered();
    // Collected twice: the first one's sweeping may still be under way.
    trim.now();
    trim.now();
    const collected = heapSize();
    trim.compactBeforePeak();
    expect(trim.collections).toBe(3);
    // What is alive (about 15 MB) moved together: most of the heap's size went (about 100 MB here; 40 for a third plain collection).
    expect(heapSize()).toBeLessThan(collected - 70);
    expect(kept.length).toBe(200_000);
    kept = [];
  });

  it('does not compact a heap under twice its floor (a small site: nothing worth the copy)', () => {
    vi.stubEnv('DOCSITE_HEAP_TRIM', '');
    const trim = new HeapTrim(8 * 1024 * MB);
    trim.compactBeforePeak();
    expect(trim.collections).toBe(0);
  });

  it('never collects with DOCSITE_HEAP_TRIM=0', () => {
    vi.stubEnv('DOCSITE_HEAP_TRIM', '0');
    const trim = new HeapTrim(1024 * 1024);
    const kept = allocate(16);
    trim.afterPage();
    trim.beforePeak();
    trim.compactBeforePeak();
    trim.now();
    expect(trim.collections).toBe(0);
    expect(kept.length).toBeGreaterThan(0);
  });

  it('leaves no global gc behind', () => {
    vi.stubEnv('DOCSITE_HEAP_TRIM', '');
    new HeapTrim().now();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
