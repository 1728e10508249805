import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigWarnings } from '../../../../src/compat/docusaurus/configWarnings.js';
import { warnMissingPluginOutputs } from '../../../../src/compat/docusaurus/pluginOutputs.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'docsite-plugin-outputs-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('warnMissingPluginOutputs', () => {
  it("names, with its line, each plugin whose output folder (out, outDir, outputDir) is missing: typedoc's generated Markdown that pages import", () => {
    mkdirSync(path.join(site, 'docs/api/written'), { recursive: true });
    writeFileSync(path.join(site, 'docs/api/written/index.md'), '# API\n');
    // Made by the plugin before typedoc ran and failed: as good as missing.
    mkdirSync(path.join(site, 'docs/remote'), { recursive: true });
    const source = ["plugins: [", "  ['docusaurus-plugin-typedoc', { out: '../docs/generated', id: 'a' }],", "  ['docusaurus-plugin-typedoc', { out: 'docs/api/written', id: 'b' }],", "  ['docusaurus-plugin-openapi-docs', { config: { petstore: { outputDir: 'docs/petstore' } } }],", "  ['docusaurus-plugin-remote-content', { outDir: 'docs/remote' }],", "  './plugins/local',", ']'].join('\n');
    const warnings = new ConfigWarnings('docusaurus.config.js', source);
    const plugins = [['docusaurus-plugin-typedoc', { out: '../docs/generated', id: 'a' }], ['docusaurus-plugin-typedoc', { out: 'docs/api/written', id: 'b' }], ['docusaurus-plugin-openapi-docs', { config: {} }], ['docusaurus-plugin-remote-content', { outDir: 'docs/remote' }], './plugins/local'];
    warnMissingPluginOutputs({ plugins }, site, warnings);
    expect(warnings.diagnostics.map((diagnostic) => `${diagnostic.source?.line}  ${diagnostic.code}  ${diagnostic.message}`)).toEqual([
      '2  missing-plugin-output  plugins[0][1].out: plugin docusaurus-plugin-typedoc did not write ../docs/generated, the folder of its generated content: pages that import files from there cannot be compiled',
      '5  missing-plugin-output  plugins[3][1].outDir: plugin docusaurus-plugin-remote-content did not write docs/remote, the folder of its generated content: pages that import files from there cannot be compiled',
    ]);
  });
});
