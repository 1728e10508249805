// A Docusaurus site's modules that Node runs (the config's remark plugins, local plugins) import
// installed CommonJS packages by name, as webpack lets them; a local plugin may be TypeScript.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureWithPackages } from '../helpers/fixtureWithPackages.js';
import { runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-commonjs-package-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('Docusaurus: installed CommonJS packages and a TypeScript local plugin', () => {
  const out = path.join(temp, 'out');
  // The fixture's package is installed into a copy of the site: no node_modules folder is committed.
  const site = fixtureWithPackages('docusaurus-commonjs-package', path.join(temp, 'site'), { 'cjs-stamp': 'cjs-stamp' });
  const result = runCli(['build', '--out', out], site);
  const page = () => readFileSync(path.join(out, 'docs/stamped.html'), 'utf8');

  it("runs a remark plugin that takes a name from a CommonJS package's namespace (import * as stamps from 'cjs-stamp')", () => {
    expect(result.code, result.output).toBe(0);
    expect(page()).toContain('<p>stamped by the remark plugin</p>');
  });

  it('loads a local plugin written in TypeScript, given by its .ts path, whose named import of the CommonJS package works; a package it imports that is not installed is named', () => {
    expect(page()).toContain('<p>stamped by the TypeScript plugin; stamped by the page</p>');
    expect(result.stderr).toBe(
      ['warning: 1 uninstalled package', '  docusaurus.config.ts:9  package shout-not-installed is not installed: a stand-in takes its place in plugin ./plugins/greeting/index.ts', ''].join('\n'),
    );
  });
});
