import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDocusaurusModule } from '../../../../src/compat/docusaurus/loadDocusaurusModule.js';
import type { MissingPackage } from '../../../../src/compat/docusaurus/standInModules.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-docusaurus-module-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function load(name: string, source: string) {
  const file = path.join(dir, name);
  writeFileSync(file, source);
  const missing: MissingPackage[] = [];
  return { value: await loadDocusaurusModule(file, name, missing), missing };
}

describe('loadDocusaurusModule', () => {
  it("gives prism-react-renderer v1 theme modules and v2's themes object as shiki theme names", async () => {
    const { value } = await load(
      'v1.config.js',
      "module.exports = { light: require('prism-react-renderer/themes/github'), dark: require('prism-react-renderer/themes/vsDark'), v2: require('prism-react-renderer').themes.okaidia };",
    );
    const prismShape = { plain: {}, styles: [] };
    expect(value).toEqual({ light: { shikiTheme: 'github-light', ...prismShape, default: expect.anything() }, dark: { shikiTheme: 'dark-plus', ...prismShape, default: expect.anything() }, v2: { shikiTheme: 'monokai', ...prismShape } });
  });

  it('loads a config that derives its own prism theme from a stand-in (plain and styles), as Jest\'s does', async () => {
    const { value } = await load(
      'derived.config.js',
      "const { themes } = require('prism-react-renderer');\nconst base = themes.github;\nmodule.exports = { theme: { plain: Object.assign(base.plain, { backgroundColor: '#f6f6f6' }), styles: [...base.styles, { types: ['string'], style: { color: 'red' } }] } };",
    );
    expect(value).toEqual({ theme: { plain: { backgroundColor: '#f6f6f6' }, styles: [{ types: ['string'], style: { color: 'red' } }] } });
  });

  it('runs a config exported as an async function, with JSON imports, __dirname and require.resolve from its own folder', async () => {
    writeFileSync(path.join(dir, 'data.json'), '{ "name": "from json" }');
    writeFileSync(path.join(dir, 'sidebars.js'), 'module.exports = {};');
    const { value } = await load(
      'async.config.mjs',
      "import data from './data.json' with { type: 'json' };\nimport { createRequire } from 'node:module';\nexport default async function createConfig() { return { title: data.name, dir: __dirname, sidebars: require.resolve('./sidebars.js') }; }",
    );
    expect(value).toEqual({ title: 'from json', dir, sidebars: path.join(dir, 'sidebars.js') });
  });

  it('gives import.meta.url, dirname and filename of the module itself, not of its compiled copy', async () => {
    writeFileSync(path.join(dir, 'meta.json'), '{ "name": "beside the config" }');
    const { value } = await load(
      'meta.config.mjs',
      "import fs from 'node:fs';\nexport default { name: JSON.parse(fs.readFileSync(new URL('./meta.json', import.meta.url), 'utf8')).name, dir: import.meta.dirname, file: import.meta.filename };",
    );
    expect(value).toEqual({ name: 'beside the config', dir, file: path.join(dir, 'meta.config.mjs') });
  });

  it("gives each local module the config imports its own __dirname, __filename and import.meta (typescript-eslint's rule docs plugin reads ../../../../../.prettierrc.json from its own folder)", async () => {
    const plugins = path.join(dir, 'plugins/rule-docs');
    mkdirSync(plugins, { recursive: true });
    writeFileSync(path.join(plugins, 'place.ts'), "export const place = { dir: __dirname, file: __filename, url: import.meta.url, metaDir: import.meta.dirname };");
    // A module that declares its own __dirname keeps it (and reads its own import.meta.url).
    writeFileSync(path.join(plugins, 'esm.mjs'), "import { fileURLToPath } from 'node:url';\nconst __dirname = fileURLToPath(new URL('.', import.meta.url));\nexport const esmDir = __dirname;");
    const { value } = await load('place.config.ts', "import { place } from './plugins/rule-docs/place';\nimport { esmDir } from './plugins/rule-docs/esm.mjs';\nexport default { place, esmDir, configDir: __dirname };");
    const file = path.join(plugins, 'place.ts');
    expect(value).toEqual({ place: { dir: plugins, file, url: pathToFileURL(file).href, metaDir: plugins }, esmDir: `${plugins}/`, configDir: dir });
  });

  it("loads a package the site has not installed from docsite's own install when docsite depends on it (yaml)", async () => {
    const { value, missing } = await load('yaml.config.mjs', "import { parse } from 'yaml';\nexport default parse('title: from yaml');");
    expect(value).toEqual({ title: 'from yaml' });
    expect(missing).toEqual([]);
  });

  it('replaces a package that is not installed by a callable stand-in and lists it once', async () => {
    const { value, missing } = await load(
      'missing.config.js',
      "const math = require('remark-math-not-installed');\nconst again = require('remark-math-not-installed/sub');\nmodule.exports = { plugin: typeof math, called: typeof math()(), sub: typeof again };",
    );
    expect(value).toEqual({ plugin: 'function', called: 'function', sub: 'function' });
    expect(missing).toEqual([{ name: 'remark-math-not-installed', importer: path.join(dir, 'missing.config.js') }]);
  });
});

describe('loadDocusaurusModule without the site’s node_modules', () => {
  it('lets require.resolve of a package that is not installed give its name, as a plugin list uses it', async () => {
    const { value } = await load('resolve.config.js', "module.exports = { plugins: [require.resolve('docusaurus-plugin-not-installed')] };");
    expect(value).toEqual({ plugins: ['docusaurus-plugin-not-installed'] });
    await expect(load('resolve-local.config.js', "module.exports = require.resolve('./nowhere.js');")).rejects.toThrow('could not load resolve-local.config.js');
  });

  it('lets require.resolve of a local module without its extension find a TypeScript file, as Docusaurus does', async () => {
    writeFileSync(path.join(dir, 'sidebarsTyped.ts'), 'export default {};');
    const { value } = await load('resolve-ts.config.ts', "export default { sidebarPath: require.resolve('./sidebarsTyped') };");
    expect(value).toEqual({ sidebarPath: path.join(dir, 'sidebarsTyped.ts') });
  });
});
