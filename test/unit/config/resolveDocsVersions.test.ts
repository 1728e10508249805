import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveDocsVersions } from '../../../src/config/resolveDocsVersions.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-resolve-versions-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A site folder with `versions.json` listing `names`, each with its snapshot folder. */
function siteWith(name: string, versions: string[] | undefined) {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'docs'), { recursive: true });
  if (versions) writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(versions));
  for (const version of versions ?? []) mkdirSync(path.join(dir, 'versioned_docs', `version-${version}`), { recursive: true });
  return { root: dir, relPath: 'site.config.ts', dir: path.join(dir, 'docs'), routeBasePath: 'docs', sidebars: { main: ['intro'] }, version: { name: 'current', label: 'v1' } };
}

const summary = (versions: ReturnType<typeof resolveDocsVersions>['versions']) =>
  versions.map(({ name, label, routeBasePath, isLast, banner, badge }) => ({ name, label, routeBasePath, isLast, banner, badge }));

describe('resolveDocsVersions', () => {
  it('keeps a site without versions.json on its one version, labelled by docs.version, without badge or banner changes', () => {
    const { versions } = resolveDocsVersions({}, siteWith('single', undefined));
    expect(summary(versions)).toEqual([{ name: 'current', label: 'v1', routeBasePath: 'docs', isLast: true, banner: 'none', badge: false }]);
  });

  it('serves the newest snapshot at the docs path, current at next and older ones at their name, as Docusaurus', () => {
    const { versions } = resolveDocsVersions({}, siteWith('three', ['2.0', '1.0']));
    expect(summary(versions)).toEqual([
      { name: 'current', label: 'Next', routeBasePath: 'docs/next', isLast: false, banner: 'unreleased', badge: true },
      { name: '2.0', label: '2.0', routeBasePath: 'docs', isLast: true, banner: 'none', badge: true },
      { name: '1.0', label: '1.0', routeBasePath: 'docs/1.0', isLast: false, banner: 'unmaintained', badge: true },
    ]);
    expect(versions[1]!.dir).toBe(path.join(root, 'three/versioned_docs/version-2.0'));
    // A snapshot without a sidebars file has no sidebar, as in Docusaurus.
    expect(versions[1]!.sidebars).toEqual({});
  });

  it('takes lastVersion, per-version paths and labels, and leaves out what includeCurrentVersion and onlyIncludeVersions exclude', () => {
    const site = siteWith('options', ['2.0', '1.0']);
    const current = resolveDocsVersions({ lastVersion: 'current', versions: { current: { label: 'Canary', path: 'canary' }, '2.0': { banner: 'none' } } }, site).versions;
    expect(summary(current).map(({ name, routeBasePath, banner }) => [name, routeBasePath, banner])).toEqual([['current', 'docs/canary', 'none'], ['2.0', 'docs/2.0', 'none'], ['1.0', 'docs/1.0', 'unmaintained']]);
    expect(resolveDocsVersions({ includeCurrentVersion: false, onlyIncludeVersions: ['2.0'] }, site).versions.map((version) => version.name)).toEqual(['2.0']);
  });

  it('fails on a version name nothing defines, and on a lastVersion that is not built', () => {
    const site = siteWith('wrong', ['2.0']);
    expect(() => resolveDocsVersions({ versions: { '3.0': {} } }, site)).toThrow("docs.versions.3.0: no docs version named '3.0'");
    expect(() => resolveDocsVersions({ lastVersion: '2.0', onlyIncludeVersions: ['current'] }, site)).toThrow("docs.lastVersion: version '2.0' is not built (includeCurrentVersion, onlyIncludeVersions)");
    writeFileSync(path.join(site.root, 'versions.json'), '{"2.0": true}');
    expect(() => resolveDocsVersions({}, site)).toThrow('invalid versions.json: expected a list of version names, such as ["2.0", "1.0"]');
  });
});
