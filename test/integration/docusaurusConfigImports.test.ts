import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

// What real Docusaurus configs import that Node does not take as written, and Docusaurus's loader does.
// Run through the CLI: vitest's own module loader accepts what Node refuses.
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-docusaurus-imports-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A copy of a fixture site (its node_modules are written by the test: none is committed). */
function copyFixture(name: string) {
  const site = path.join(temp, name);
  cpSync(path.join(repoRoot, 'test/fixtures', name), site, { recursive: true });
  return site;
}

describe('docsite build on a Docusaurus config that imports', () => {
  it("an installed package's package.json without an import attribute (typescript-eslint's `import { version } from '@typescript-eslint/parser/package.json'`)", () => {
    const site = copyFixture('docusaurus-config-package-json');
    mkdirSync(path.join(site, 'node_modules/fixture-parser'), { recursive: true });
    writeFileSync(path.join(site, 'node_modules/fixture-parser/package.json'), JSON.stringify({ name: 'fixture-parser', version: '8.67.0' }));
    const out = path.join(temp, 'package-json-out');
    const result = runCli(['build', '--out', out], site);
    expect(result.code, result.output).toBe(0);
    const home = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain('href="https://example.com/releases/v8.67.0"');
    expect(home).toMatch(/>v8\.67\.0</);
  });
});
