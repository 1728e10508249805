import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { validateConfig } from '../../../src/config/validateConfig.js';
import type { UserConfig } from '../../../src/types.js';
import { hashInputs, siteKeyOf } from '../../../src/write/upToDate.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-up-to-date-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const configOf = (extra: Partial<UserConfig> = {}) =>
  validateConfig({ title: 'T', productName: 'P', url: 'https://x.example', ...extra }, { configFile: path.join(root, 'site.config.ts'), relPath: 'site.config.ts' });

describe('hashInputs', () => {
  it('hashes the static files the build publishes, .well-known/ included', async () => {
    mkdirSync(path.join(root, 'static/.well-known'), { recursive: true });
    const config = configOf();
    const wellKnown = path.join(root, 'static/.well-known/security.txt');
    writeFileSync(wellKnown, 'Contact: mailto:a@x.example\n');
    const before = await hashInputs(config);
    expect([...before.files.keys()]).toContain(wellKnown);
    writeFileSync(wellKnown, 'Contact: mailto:b@x.example\n');
    expect((await hashInputs(config)).content).not.toBe(before.content);
  });

  it('hashes an editUrl function by its source, so editing it rebuilds the site', async () => {
    const first = await hashInputs(configOf({ docs: { editUrl: () => 'https://a.example' } }));
    const same = await hashInputs(configOf({ docs: { editUrl: () => 'https://a.example' } }));
    const edited = await hashInputs(configOf({ docs: { editUrl: () => 'https://b.example' } }));
    expect(same.content).toBe(first.content);
    expect(edited.content).not.toBe(first.content);
  });

  it("hashes what is read from outside the content folders: customCss and the blog's authors file", async () => {
    mkdirSync(path.join(root, 'blog'), { recursive: true });
    const css = path.join(root, 'custom.css');
    const authors = path.join(root, 'people.yml');
    writeFileSync(css, ':root { --ifm-color-primary: red; }');
    writeFileSync(authors, 'ada: { name: Ada }');
    const config = configOf({ customCss: ['custom.css'], blog: { path: 'blog', authorsMapPath: '../people.yml' } });
    const before = await hashInputs(config);
    expect([...before.files.keys()]).toEqual(expect.arrayContaining([css, authors]));
    writeFileSync(authors, 'ada: { name: Ada L }');
    const changed = await hashInputs(config);
    expect(changed.content).not.toBe(before.content);
    writeFileSync(css, ':root { --ifm-color-primary: blue; }');
    expect((await hashInputs(config)).content).not.toBe(changed.content);
  });
});

describe('hashInputs with the hashes of the last build into the folder', () => {
  afterEach(() => vi.useRealTimers());
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  /** The saved hashes' file of a build into `outDir` (the only one under its site's builds folder). */
  const savedOf = (siteRoot: string) => {
    const dir = path.join(siteRoot, '.docsite-cache/builds');
    return path.join(dir, readdirSync(dir).find((name) => name.endsWith('.inputs.json'))!);
  };

  it('does not hash again a file whose size, times and inode are as the last build read them; hashes a changed one', async () => {
    const siteRoot = mkdtempSync(path.join(root, 'known-'));
    mkdirSync(path.join(siteRoot, 'docs'));
    const page = path.join(siteRoot, 'docs/page.md');
    writeFileSync(page, '# Page\n');
    const config = validateConfig({ title: 'T', productName: 'P', url: 'https://x.example', docs: { path: 'docs' } }, { configFile: path.join(siteRoot, 'site.config.ts'), relPath: 'site.config.ts' });
    const outDir = path.join(siteRoot, 'build');
    // Read well after the file was written: its stat may stand for its bytes.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    expect((await hashInputs(config, outDir)).fileHashes.get(page)).toBe(sha256('# Page\n'));
    // A hash the build did not make: taken as it is, so the file was not hashed again.
    const saved = savedOf(siteRoot);
    const entries = JSON.parse(readFileSync(saved, 'utf8')) as Array<[string, string, string]>;
    expect(entries.map(([file]) => file)).toContain(page);
    writeFileSync(saved, JSON.stringify(entries.map(([file, stat, hash]) => [file, stat, file === page ? 'recorded' : hash])));
    expect((await hashInputs(config, outDir)).fileHashes.get(page)).toBe('recorded');
    // `--force` hashes every file.
    expect((await hashInputs(config, outDir, false)).fileHashes.get(page)).toBe(sha256('# Page\n'));
    // Changed (same size): its times differ, so it is hashed.
    writeFileSync(saved, JSON.stringify(entries.map(([file, stat, hash]) => [file, stat, file === page ? 'recorded' : hash])));
    writeFileSync(page, '# Eggs\n');
    vi.setSystemTime(Date.now() + 60_000);
    expect((await hashInputs(config, outDir)).fileHashes.get(page)).toBe(sha256('# Eggs\n'));
  });

  it('keeps no hash of a file changed just before it was read (its stat may not show a change made in the same tick)', async () => {
    const siteRoot = mkdtempSync(path.join(root, 'racy-'));
    mkdirSync(path.join(siteRoot, 'docs'));
    const page = path.join(siteRoot, 'docs/page.md');
    writeFileSync(page, '# Page\n');
    const config = validateConfig({ title: 'T', productName: 'P', url: 'https://x.example', docs: { path: 'docs' } }, { configFile: path.join(siteRoot, 'site.config.ts'), relPath: 'site.config.ts' });
    await hashInputs(config, path.join(siteRoot, 'build'));
    expect((JSON.parse(readFileSync(savedOf(siteRoot), 'utf8')) as Array<[string]>).map(([file]) => file)).not.toContain(page);
  });
});

describe('siteKeyOf', () => {
  it('leaves out the pages\' own sources (an incremental build keeps pages when only those changed), and takes in every other file and, when asked, the git commit', async () => {
    const config = configOf({ docs: { path: 'docs' } });
    mkdirSync(path.join(root, 'docs'), { recursive: true });
    const page = path.join(root, 'docs/page.md');
    const category = path.join(root, 'docs/_category_.json');
    writeFileSync(page, '# Page\n');
    writeFileSync(category, '{"label":"A"}');
    const pages = new Set([page]);
    const before = await hashInputs(config);
    writeFileSync(page, '# Page\n\nAn edited body.\n');
    const edited = await hashInputs(config);
    expect(siteKeyOf(config, edited, pages, false)).toBe(siteKeyOf(config, before, pages, false));
    expect(siteKeyOf(config, edited, new Set(), false)).not.toBe(siteKeyOf(config, before, new Set(), false));
    writeFileSync(category, '{"label":"B"}');
    expect(siteKeyOf(config, await hashInputs(config), pages, false)).not.toBe(siteKeyOf(config, edited, pages, false));
    expect(siteKeyOf(config, { ...edited, gitCommit: 'another' }, pages, true)).not.toBe(siteKeyOf(config, edited, pages, true));
    expect(siteKeyOf(config, { ...edited, gitCommit: 'another' }, pages, false)).toBe(siteKeyOf(config, edited, pages, false));
  });
});
