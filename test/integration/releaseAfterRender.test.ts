import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { sharedCodeHighlighter } from '../../src/compile/mdx/highlighter.js';
import { MemoryWriter } from '../../src/write/writer.js';
import { repoRoot } from '../helpers/runCli.js';

// Issue 21 (memory): `docsite build` lets the code highlighter go once every page rendered,
// before the search thread packs its index (the build's peak); `docsite dev` keeps it.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const THEMES = { light: 'github-light', dark: 'github-dark' };
const sites = path.join(repoRoot, '.tmp', `release-after-render-${process.pid}`);
afterAll(() => rmSync(sites, { recursive: true, force: true }));

/** A fresh copy of the basic fixture (its code block highlighted anew: no cache). */
function freshSite(name: string): string {
  const site = path.join(sites, name);
  mkdirSync(sites, { recursive: true });
  cpSync(path.join(repoRoot, 'test/fixtures/basic'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
  return path.join(site, 'site.config.ts');
}

/** The process's highlighter for the fixture's themes, which the build will use, held only weakly here. */
async function sharedHighlighterRef(): Promise<WeakRef<object>> {
  return new WeakRef(await sharedCodeHighlighter(THEMES));
}

/** A writer that looks, as the first site-wide file comes (every page rendered, the search files not made yet), whether the highlighter is still alive. */
class WatchingWriter extends MemoryWriter {
  aliveAfterPages?: boolean;
  constructor(private readonly highlighter: WeakRef<object>) {
    super();
  }
  override add(file: string, contents: Parameters<MemoryWriter['add']>[1]) {
    if (file === '_headers' && this.aliveAfterPages === undefined) {
      collectGarbage();
      this.aliveAfterPages = this.highlighter.deref() !== undefined;
    }
    return super.add(file, contents);
  }
}

describe('releaseAfterRender', () => {
  it('drops every reference to the highlighter once the last page rendered', async () => {
    const highlighter = await sharedHighlighterRef();
    const writer = new WatchingWriter(highlighter);
    await build({ configFile: freshSite('release'), writer, releaseAfterRender: true });
    expect(String(writer.files.get('docs/intro.html'))).toContain('--shiki-light');
    expect(writer.aliveAfterPages).toBe(false);
  }, 60_000);

  it('keeps it without (docsite dev: the next rebuild highlights with the same grammars)', async () => {
    const highlighter = await sharedHighlighterRef();
    const writer = new WatchingWriter(highlighter);
    await build({ configFile: freshSite('keep'), writer });
    expect(writer.aliveAfterPages).toBe(true);
    expect(await sharedCodeHighlighter(THEMES)).toBe(highlighter.deref());
  }, 60_000);
});
