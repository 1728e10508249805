import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCores } from '../../../src/cli/parseCores.js';
import { pageWorkerCount, defaultCores, MIN_FILES_FOR_WORKERS, schedulePages } from '../../../src/pipeline/scheduler.js';
import type { Route } from '../../../src/types.js';

afterEach(() => vi.unstubAllEnvs());

describe('build workers', () => {
  it('starts one worker per core, the main thread coordinating, with no fixed cap; none on one core', () => {
    vi.stubEnv('DOCSITE_WORKERS', '');
    expect(pageWorkerCount(20_000, 1)).toBe(0);
    expect(pageWorkerCount(20_000, 2)).toBe(2);
    expect(pageWorkerCount(20_000, 16)).toBe(16);
    expect(pageWorkerCount(20_000, 64)).toBe(64);
  });

  it('starts none below the threshold, and no more than one per 30 files', () => {
    vi.stubEnv('DOCSITE_WORKERS', '');
    expect(pageWorkerCount(MIN_FILES_FOR_WORKERS - 1, 16)).toBe(0);
    expect(pageWorkerCount(MIN_FILES_FOR_WORKERS, 16)).toBe(14);
  });

  it('starts at least one with DOCSITE_WORKERS=1, whatever the count', () => {
    vi.stubEnv('DOCSITE_WORKERS', '1');
    expect(pageWorkerCount(10, 1)).toBe(1);
    expect(pageWorkerCount(10, 4)).toBe(4);
  });

  it('uses every core but one by default', () => {
    expect(defaultCores()).toBe(Math.max(1, os.availableParallelism() - 1));
  });
});

describe('--cores', () => {
  it('takes a whole number of 1 or more', () => {
    expect(parseCores('1')).toBe(1);
    expect(parseCores('16')).toBe(16);
    for (const bad of ['0', '-1', '1.5', 'two', ''])
      expect(() => parseCores(bad), bad).toThrow('expected a whole number of cores, 1 or more');
  });
});

describe('schedulePages', () => {
  const route = (kind: Route['kind'], path: string) => ({ kind, path }) as Route;
  const doc = route('doc', '/docs/a');
  const api = route('api', '/api/b');
  const blog = route('blog', '/blog/c');

  it('renders a docs page when it compiles, API pages when the renderer is ready, the rest once, in route order', async () => {
    const rendered: string[] = [];
    const scheduler = schedulePages([blog, doc, api], async (page) => void rendered.push(page.path));
    let ready!: () => void;
    const apiPages = scheduler.apiPagesWhen(new Promise<void>((resolve) => (ready = resolve)));
    await scheduler.compiled(blog);
    await scheduler.compiled(doc);
    expect(rendered).toEqual(['/docs/a']);
    ready();
    await apiPages;
    expect(rendered).toEqual(['/docs/a', '/api/b']);
    await scheduler.rest();
    expect(rendered).toEqual(['/docs/a', '/api/b', '/blog/c']);
  });
});
