import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isCommonJsFile, requiresCommonJs } from '../../../../src/compat/docusaurus/commonJsPackages.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-commonjs-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Writes an installed package's package.json and one file, and returns the file's path. */
function installed(name: string, pkg: Record<string, unknown>, file = 'index.js'): string {
  const root = path.join(temp, 'node_modules', name);
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name, ...pkg }));
  writeFileSync(path.join(root, file), '');
  return path.join(root, file);
}

describe('isCommonJsFile', () => {
  it('counts a .js file of a package without "type": "module", and a .cjs file', () => {
    expect(isCommonJsFile(installed('plain-cjs', { main: 'index.js' }))).toBe(true);
    expect(isCommonJsFile(installed('@scope/cjs-ext', { type: 'module', main: 'index.cjs' }, 'index.cjs'))).toBe(true);
  });

  it('leaves out ES modules: "type": "module", .mjs, and a package whose exports give `import` its own build', () => {
    expect(isCommonJsFile(installed('esm-type', { type: 'module' }))).toBe(false);
    expect(isCommonJsFile(installed('esm-ext', {}, 'index.mjs'))).toBe(false);
    expect(isCommonJsFile(installed('dual', { exports: { '.': { import: './index.mjs', require: './index.js' } } }))).toBe(false);
  });

  it('reads the nearest package.json for the type (a package ships "type": "commonjs" in a subfolder)', () => {
    const file = installed('nested-type', { type: 'module' }, 'cjs/index.js');
    writeFileSync(path.join(path.dirname(file), 'package.json'), '{"type":"commonjs"}');
    expect(isCommonJsFile(file)).toBe(true);
  });

  it('leaves out files outside node_modules and JSON', () => {
    expect(isCommonJsFile(path.join(temp, 'local.js'))).toBe(false);
    expect(isCommonJsFile(installed('json-only', {}, 'data.json'))).toBe(false);
  });
});

describe('requiresCommonJs', () => {
  it("never takes React, which loadModule requires from docsite's own install", () => {
    const react = installed('react', { main: 'index.js' });
    expect(requiresCommonJs('react', react)).toBe(false);
    expect(requiresCommonJs('plain-cjs', path.join(temp, 'node_modules/plain-cjs/index.js'))).toBe(true);
  });
});
