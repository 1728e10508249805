import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/loadConfig.js';
import { warmCompiler } from '../../../src/dev/warmCompiler.js';
import { repoRoot } from '../../helpers/runCli.js';

// Issue 21 §3: a dev edit's compile ran micromark's and MDX's code cold (45-110 ms for a Sable page, about 25 once warm).
describe('warmCompiler', () => {
  it("compiles its two pages (MDX and Markdown) thirty times each with the site's options, without an error", async () => {
    const config = await loadConfig(path.join(repoRoot, 'site.config.ts'));
    let asked = 0;
    const compiled = await warmCompiler(config, async () => {
      asked++;
      return true;
    });
    expect(compiled).toBe(60);
    expect(asked).toBe(60);
  }, 60_000);

  it('stops when the server closed, and does nothing with DOCSITE_DEV_WARM=0', async () => {
    const config = await loadConfig(path.join(repoRoot, 'site.config.ts'));
    let asked = 0;
    expect(await warmCompiler(config, async () => ++asked <= 3)).toBe(3);
    process.env.DOCSITE_DEV_WARM = '0';
    try {
      expect(await warmCompiler(config, async () => true)).toBe(0);
    } finally {
      delete process.env.DOCSITE_DEV_WARM;
    }
  }, 60_000);
});
