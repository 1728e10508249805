import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigWarnings } from '../../../../src/compat/docusaurus/configWarnings.js';
import { createLocalPlugins } from '../../../../src/compat/docusaurus/localPlugins.js';
import { runPluginLifecycles } from '../../../../src/compat/docusaurus/pluginLifecycles.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'docsite-plugin-lifecycles-unit-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
const configFile = path.join(site, 'docusaurus.config.js');
const pluginFile = path.join(site, 'counter-plugin.js');
const generatedDir = path.join(site, '.docsite-cache', 'docusaurus');

/** A local plugin that counts its loadContent calls in a global (its options are part of its key). */
const pluginSource = (text: string) => `module.exports = () => ({
  name: 'counter',
  loadContent() { globalThis.counterPluginCalls.push('load'); return ${JSON.stringify(text)}; },
  async contentLoaded({ content, actions }) { await actions.createData('text.md', content); actions.setGlobalData({ text: content }); },
});`;

/** Creates the plugin as the build does and runs its lifecycles, in this one process (as a dev session's builds are). */
async function buildOnce(calls: string[]) {
  (globalThis as { counterPluginCalls?: string[] }).counterPluginCalls = calls;
  const warnings = new ConfigWarnings('docusaurus.config.js', '');
  const plugins = await createLocalPlugins({ plugins: [['./counter-plugin.js', { version: 'v1' }]] }, configFile, warnings);
  return runPluginLifecycles(plugins, { siteDir: site, generatedDir, baseUrl: '/' }, warnings);
}

describe('runPluginLifecycles in one process (a dev session)', () => {
  it('loads a plugin once, again when its file changes, and again when a file it wrote is gone', async () => {
    writeFileSync(pluginFile, pluginSource('first'));
    const calls: string[] = [];
    const first = await buildOnce(calls);
    expect(first.globalData).toEqual({ counter: { default: { text: 'first' } } });
    const again = await buildOnce(calls);
    expect(calls).toEqual(['load']);
    expect(again).toEqual(first);
    writeFileSync(pluginFile, pluginSource('second'));
    const edited = await buildOnce(calls);
    expect(calls).toEqual(['load', 'load']);
    expect(readFileSync(path.join(generatedDir, 'counter', 'default', 'text.md'), 'utf8')).toBe('second');
    expect(edited.digest).not.toBe(first.digest);
    rmSync(path.join(generatedDir, 'counter'), { recursive: true });
    await buildOnce(calls);
    expect(calls).toEqual(['load', 'load', 'load']);
  });
});
