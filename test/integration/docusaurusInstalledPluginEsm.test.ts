// An installed plugin that Node's own loader refuses (an ES module importing './prefix' without
// its extension, and a named import from a CommonJS package whose exports Node cannot list) runs
// as it does under Docusaurus, whose loader takes both.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureWithPackages } from '../helpers/fixtureWithPackages.js';
import { runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-installed-plugin-esm-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('a Docusaurus installed plugin that Node cannot import as it is', () => {
  const out = path.join(temp, 'out');
  // The fixture's packages are installed into a copy of the site: no node_modules folder is committed.
  const installed = { 'docusaurus-plugin-notes': 'docusaurus-plugin-notes', 'notes-words': 'notes-words', 'docusaurus-utils-validation': '@docusaurus/utils-validation' };
  const site = fixtureWithPackages('docusaurus-installed-plugin-esm', path.join(temp, 'site'), installed);
  const result = runCli(['build', '--out', out], site);

  it("is bundled (its extensionless import resolved, the CommonJS package required, the site's @docusaurus/utils-validation giving its schema the default) and its global data reaches the page, with no warning", () => {
    expect(result.code, result.output).toBe(0);
    expect(readFileSync(path.join(out, 'docs/notes.html'), 'utf8')).toContain('<p>Note: READY!</p>');
    expect(result.stderr).toBe('');
  });
});
