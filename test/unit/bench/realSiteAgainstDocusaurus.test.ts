import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchRealSiteAgainstDocusaurus, formatRealSite, realSiteSkipReason, siteFolderOf } from '../../../bench/realSiteAgainstDocusaurus.mjs';
import { currentVersionOnly, withFaster } from '../../../bench/fasterConfig.mjs';

// The realsite part of `npm run bench` needs a snapshot that is not in the repository: what
// it does without one, how it finds the site in one, and the table it writes.

const temp = () => mkdtempSync(path.join(os.tmpdir(), 'realsite-test-'));
const sample = (wall: number, cpu: number, pages: number) => ({ ok: true, wall, cpu, rssMiB: 300, pages });

describe('realSiteSkipReason', () => {
  it('skips a snapshot folder that does not exist, saying why', () => {
    const missing = path.join(temp(), 'rn-mdx');
    expect(realSiteSkipReason(missing)).toBe(`realsite skipped: ${missing} does not exist (a Docusaurus site snapshot, not in the repository: see bench/COMPAT.md, or pass --real-site DIR)`);
    const result = benchRealSiteAgainstDocusaurus({ snapshot: missing, runs: 1, timed: () => { throw new Error('must not build'); }, docsiteBin: 'unused', copy: path.join(temp(), 'copy') });
    expect(result).toEqual({ skipped: realSiteSkipReason(missing) });
    expect(formatRealSite(result, { date: 'now' })).toBeUndefined();
  });

  it('skips a folder without a Docusaurus config', () => {
    const dir = temp();
    expect(realSiteSkipReason(dir)).toBe(`realsite skipped: no docusaurus.config.* in ${dir} or ${path.join(dir, 'website')}`);
  });

  it('finds the site in the snapshot itself or in its website/ folder', () => {
    const dir = temp();
    mkdirSync(path.join(dir, 'website'));
    writeFileSync(path.join(dir, 'website/docusaurus.config.ts'), 'export default {};\n');
    expect(siteFolderOf(dir)).toBe('website');
    expect(realSiteSkipReason(dir)).toBeUndefined();
    writeFileSync(path.join(dir, 'docusaurus.config.js'), 'module.exports = {};\n');
    expect(siteFolderOf(dir)).toBe('.');
  });
});

describe('formatRealSite', () => {
  it('writes medians, CPU, memory and pages for each builder and the ratio', () => {
    const samples = { docsite: [sample(12, 20, 348), sample(10, 18, 348), sample(11, 19, 348)], docusaurus: [sample(90, 150, 400), sample(100, 160, 400), sample(80, 140, 400)] };
    expect(formatRealSite({ site: 'rn-mdx/website', samples }, { date: '2026-11-25T15:00:00.000Z', note: 'Shared machine.' })).toBe(
      [
        '2026-11-25T15:00:00.000Z · rn-mdx/website, cold builds, builders alternating. Shared machine.',
        '',
        '| builder | runs | cold median s (min–max) | CPU s | peak RSS MiB | HTML pages | pages/s |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
        '| docsite | 3 | 11.0 (10.0–12.0) | 19.0 | 300 | 348 | 31.6 |',
        '| Docusaurus 3.10.2 + Faster | 3 | 90.0 (80.0–100.0) | 150.0 | 300 | 400 | 4.4 |',
        '',
        'docsite ÷ Docusaurus + Faster: 0.12 wall (8.2× faster), 0.13 CPU',
      ].join('\n'),
    );
  });

  it('says so when a builder failed every run, and gives no ratio', () => {
    const samples = { docsite: [sample(10, 18, 348)], docusaurus: [{ ok: false, wall: 3, error: 'Client bundle compiled with errors' }] };
    const text = formatRealSite({ site: 'x/website', samples }, { date: 'd' })!;
    expect(text).toContain('| Docusaurus 3.10.2 + Faster | 0 | failed: Client bundle compiled with errors | | | | |');
    expect(text.endsWith('no ratio: a builder failed')).toBe(true);
  });
});

describe('withFaster', () => {
  const config = {
    future: { experimental_faster: true, v4: { other: true } },
    presets: [['@docusaurus/preset-classic', { docs: { path: '../docs', versions: { '0.86': { badge: false } } }, blog: { path: 'blog' } }]],
    plugins: [['content-docs', { id: 'community', path: 'community' }], 'docusaurus-plugin-sass'],
  };

  it('turns Faster on and warns on broken images, leaving the docs versions alone by default', async () => {
    const faster = await withFaster(async () => config);
    expect(faster.future).toEqual({ v4: { other: true, removeLegacyPostBuildHeadAttribute: true }, faster: true });
    expect(faster.markdown.hooks.onBrokenMarkdownImages).toBe('warn');
    expect(faster.presets).toBe(config.presets);
  });

  it('with currentOnly, builds only the current version of every docs plugin', async () => {
    const faster = await withFaster(config, { currentOnly: true });
    expect(faster.presets[0][1]).toEqual({ docs: { path: '../docs', onlyIncludeVersions: ['current'], lastVersion: 'current' }, blog: { path: 'blog' } });
    expect(faster.plugins).toEqual([['content-docs', { id: 'community', path: 'community', onlyIncludeVersions: ['current'], lastVersion: 'current' }], 'docusaurus-plugin-sass']);
    expect(currentVersionOnly({ versions: { current: { label: 'Next' } } })).toEqual({ onlyIncludeVersions: ['current'], lastVersion: 'current', versions: { current: { label: 'Next' } } });
  });
});
