// A Docusaurus site's installed plugins (a package name in `plugins`) are resolved from the site
// and run as its local plugins are; one that is not installed is named with its config line.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureWithPackages } from '../helpers/fixtureWithPackages.js';
import { runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-installed-plugin-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('Docusaurus installed plugins', () => {
  const out = path.join(temp, 'out');
  // The fixture's package is installed into a copy of the site: no node_modules folder is committed.
  const site = fixtureWithPackages('docusaurus-installed-plugin', path.join(temp, 'site'), { 'docusaurus-plugin-changelog': 'docusaurus-plugin-changelog' });
  const result = runCli(['build', '--out', out], site);

  it("resolves a plugin's short name to its package, gives it the options its validateOptions makes, and runs its loadContent and contentLoaded: a page reads its createData file and its global data", () => {
    expect(result.code, result.output).toBe(0);
    expect(readFileSync(path.join(out, 'docs/changes.html'), 'utf8')).toContain('<p>Changes: release 3.1.0 (en)</p>');
  });

  it('names a plugin that is not installed, with the packages tried and its config line, and each hook of an installed plugin docsite does not run', () => {
    expect(result.stderr).toBe(
      [
        'warning: 1 uninstalled package',
        '  docusaurus.config.js:7  plugin docusaurus-plugin-not-installed is not installed (tried docusaurus-plugin-not-installed, @docusaurus/plugin-docusaurus-plugin-not-installed, docusaurus-plugin-docusaurus-plugin-not-installed from the site): none of its hooks are run',
        'warning: 1 unsupported docusaurus plugin',
        '  docusaurus.config.js:6  plugin docusaurus-plugin-changelog: its getClientModules is not run: its client modules are not loaded by the pages',
        '',
      ].join('\n'),
    );
  });
});
