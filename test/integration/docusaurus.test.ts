import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-docusaurus-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const outDir = (name: string) => path.join(temp, name);
const reader = (name: string) => (file: string) => readFileSync(path.join(outDir(name), file), 'utf8');
/** The warning block the build printed, as lines (without the summary). */
const warningLines = (stdout: string) => stdout.split('\n').filter((line) => line.startsWith('warning:') || line.startsWith('  '));

describe('docsite build on a Docusaurus site, with no site.config.ts', () => {
  it('reads a CommonJS docusaurus.config.js with require.resolve, __dirname and prism themes, warning once per unsupported key and plugin', () => {
    const result = runCli(['build', '--out', outDir('cjs')], fixture('docusaurus-config-cjs'));
    expect(result.code, result.output).toBe(0);
    expect(warningLines(result.stderr)).toEqual([
      'warning: 3 unsupported docusaurus options',
      '  docusaurus.config.js:24  presets[0].docs.editUrl is not supported yet: ignored',
      '  docusaurus.config.js:25  presets[0].docs.showLastUpdateTime is not supported yet: ignored',
      "  docusaurus.config.js:28  presets[0].theme.customCss is not supported yet: docsite's theme styles the site",
      'warning: 1 unsupported docusaurus plugin',
      '  docusaurus.config.js:32  plugin @docusaurus/plugin-ideal-image is not supported: images are copied as they are',
    ]);
    const read = reader('cjs');
    const intro = read('docs/intro.html');
    // The sidebar from require.resolve('./sidebars.js'), in its order.
    expect(intro.indexOf('href="/docs/intro"')).toBeGreaterThan(-1);
    expect([...intro.matchAll(/<aside class="doc-sidebar"[^]*?<\/aside>/g)][0]![0]).toMatch(/Introduction[^]*Setup/);
    // prism's github and dracula themes, highlighted by shiki's equivalents.
    expect(read('docs/setup.html')).toMatch(/github-light[^]*dracula/);
    // staticDirectories (built with __dirname), the favicon under it and src/pages.
    expect(read('img/favicon.svg')).toContain('<svg');
    expect(read('index.html')).toContain('href="/img/favicon.svg"');
    expect(read('index.html')).toContain('Start with the');
    expect(read('index.html')).toContain('Copyright Fixture');
  });
});
