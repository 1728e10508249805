// A Docusaurus site's local plugins: their loadContent and contentLoaded run in the build (Ionic's
// docs import the files its component API plugin writes with createData).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-plugin-lifecycles-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Builds a fixture; its exit code, printed output, and a reader of its output files. */
function build(name: string) {
  const out = path.join(temp, name);
  const result = runCli(['build', '--out', out], path.join(repoRoot, 'test/fixtures', name));
  return { ...result, read: (file: string) => readFileSync(path.join(out, file), 'utf8') };
}

describe('Docusaurus plugin lifecycles', () => {
  it("runs a local plugin's loadContent and contentLoaded: createData's files are imported through its configureWebpack alias, @generated and a docusaurus-plugin-module-alias alias into .docusaurus, setGlobalData is read by usePluginData", () => {
    const site = build('docusaurus-plugin-lifecycles');
    expect(site.code, site.output).toBe(0);
    const button = site.read('docs/button.html');
    expect(button).toContain('<table><thead><tr><th>Property</th><th>Type</th></tr></thead><tbody><tr><td><code>color</code></td><td><code>string</code></td></tr></tbody></table>');
    expect(button).toContain('<p>Components documented: 1 (by the module alias: 1).</p>');
    expect(site.read('docs/release.html')).toContain('<p>Release 2.4.0</p>');
    const generated = path.join(repoRoot, 'test/fixtures/docusaurus-plugin-lifecycles/.docsite-cache/docusaurus/component-api/default');
    expect(existsSync(path.join(generated, 'v1/button/props.md'))).toBe(true);
    expect(readFileSync(path.join(generated, 'meta.json'), 'utf8')).toBe('{\n  "components": 1\n}');
  });

  it("builds a route addRoute adds as a React page given its createData modules as props, as Docusaurus's route modules", () => {
    const site = build('docusaurus-plugin-lifecycles');
    expect(site.code, site.output).toBe(0);
    expect(site.read('components/button.html')).toContain('<main id="main-content" class="page-wide" tabindex="-1"><h1>ion-button: 1 property</h1></main>');
    // A route to a page of src/pages at its own path (with a trailing slash) is that page, not a duplicate (the stderr below has none).
    expect(site.read('changelog.html')).toContain('<h1>Changelog</h1>');
  });

  it('names each hook docsite does not run, what configureWebpack returns beside aliases and each route it does not build, with the plugin', () => {
    const site = build('docusaurus-plugin-lifecycles');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).toBe(
      [
        'warning: 4 unsupported docusaurus plugins',
        '  docusaurus.config.js:12  plugin release-plugin: its configureWebpack is read for resolve.alias only: module is not applied',
        '  docusaurus.config.js:12  plugin release-plugin: its injectHtmlTags is not run: its tags are not added to the pages',
        '  docusaurus.config.js:12  plugin release-plugin: its postBuild is not run: nothing it does after the build is done',
        '  docusaurus.config.js:12  plugin release-plugin: the route /releases it adds with actions.addRoute is not built: its component @theme/ReleasePage is not a file of the site',
        '',
      ].join('\n'),
    );
  });

  it("fails the build with an error naming the plugin and the hook that threw, after the config's warnings", () => {
    const site = build('docusaurus-plugin-error');
    expect(site.code).toBe(1);
    expect(site.stderr).toContain(
      [
        'warning: 1 unsupported docusaurus option',
        '  docusaurus.config.js:6  headTags is not supported yet: ignored',
        'docusaurus.config.js:5  plugin api-data: its loadContent failed: fetch failed: unpkg.com is not reachable',
        '',
      ].join('\n'),
    );
  });

  it('names the lifecycles as not run where a command only reads the config (migrate), and writes no generated files', () => {
    const copy = path.join(temp, 'migrate');
    cpSync(path.join(repoRoot, 'test/fixtures/docusaurus-plugin-lifecycles'), copy, { recursive: true, filter: (file) => !file.includes('.docsite-cache') });
    const result = runCli(['migrate'], copy);
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toContain('  docusaurus.config.js:9  plugin component-api: its loadContent is not run by this command (docsite build and dev run it from the Docusaurus config)\n');
    expect(existsSync(path.join(copy, '.docsite-cache/docusaurus'))).toBe(false);
  });

  it("loads a local plugin's .js file written with import and export in a package without \"type\": \"module\" (Docusaurus transpiles it) by bundling it, without Node's reparse warning", () => {
    const site = build('docusaurus-local-plugin-esm-js');
    expect(site.code, site.output).toBe(0);
    expect(site.stderr).toBe('');
    expect(site.read('docs/release.html')).toContain('<p>Release 3.1.0</p>');
  });
});
