import { describe, expect, it } from 'vitest';
import { importsOnlyDefineConfig } from '../../../src/shared/docsiteEntry.js';

describe('importsOnlyDefineConfig', () => {
  it('is true for a config that takes defineConfig and types from docsite', () => {
    expect(importsOnlyDefineConfig("import { defineConfig } from 'docsite';\nexport default defineConfig({});")).toBe(true);
    expect(importsOnlyDefineConfig('import { defineConfig, type UserConfig } from "docsite";\nimport type { PageProps } from \'docsite\';')).toBe(true);
    expect(importsOnlyDefineConfig("import { defineConfig as config } from 'docsite';")).toBe(true);
    expect(importsOnlyDefineConfig('export default {};')).toBe(true);
  });

  it('is false for any other import of docsite, which needs the whole API', () => {
    expect(importsOnlyDefineConfig("import { defineConfig, createApiProxy } from 'docsite';")).toBe(false);
    expect(importsOnlyDefineConfig("import * as docsite from 'docsite';")).toBe(false);
    expect(importsOnlyDefineConfig("import docsite from 'docsite';")).toBe(false);
    expect(importsOnlyDefineConfig("export { defineConfig } from 'docsite';")).toBe(false);
    expect(importsOnlyDefineConfig("import { MemoryWriter as Writer } from 'docsite';")).toBe(false);
  });
});
