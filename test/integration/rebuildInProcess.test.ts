import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build.js';
import { MemoryWriter } from '../../src/write/writer.js';
import { repoRoot } from '../helpers/runCli.js';

// `dev` rebuilds in one process with the same theme module: nothing one build rendered may leak into the next.
const site = path.join(repoRoot, '.tmp', `rebuild-${process.pid}`);
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('two builds in one process', () => {
  it('checks and writes only the sidebar of the current build after a page is removed', async () => {
    mkdirSync(path.dirname(site), { recursive: true });
    cpSync(path.join(repoRoot, 'test/fixtures/basic'), site, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
    const configFile = path.join(site, 'site.config.ts');
    const first = new MemoryWriter();
    await build({ configFile, writer: first });
    expect(String(first.files.get('docs/intro.html'))).toContain('href="/docs/guide"');

    rmSync(path.join(site, 'content/docs/guide.mdx'));
    const second = new MemoryWriter();
    const result = await build({ configFile, writer: second });
    expect(result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    const intro = String(second.files.get('docs/intro.html'));
    expect(intro).toContain('href="/docs/intro"');
    expect(intro).not.toContain('href="/docs/guide"');
  }, 60_000);
});
