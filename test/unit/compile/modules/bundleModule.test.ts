import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleModule } from '../../../../src/compile/modules/bundleModule.js';
import { ContentError } from '../../../../src/shared/errors.js';
import { runModule } from '../../../../src/render/runModule.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'docsite-bundle-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), text);
};
const pageFile = path.join(site, 'docs/page.mdx');
const options = { root: site, compileMdx: async (file: string) => `export default () => ${JSON.stringify(`partial ${path.basename(file)}`)};` };
const bundle = (code: string) => bundleModule({ file: pageFile, code, source: `---\ntitle: Page\n---\n\n${code}` }, options);
const run = (code: string, modules: Record<string, unknown> = {}) => runModule(code, pageFile, {}, modules);
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ContentError);
  const { message, source, hint } = error as ContentError;
  return { message, source, hint };
};

describe('bundleModule', () => {
  it('leaves the modules docsite provides to the runner, and gives any other Docusaurus module a stand-in rendering its children, with one warning naming the file and line', async () => {
    const result = await bundle(`import Tabs from '@theme/Tabs';\nimport Fancy, { useFancy } from '@theme/Fancy';\nimport Again from '@theme/Fancy';\nexport default function X() { return [Tabs, Fancy({ children: 'kept' }), typeof useFancy, Again === Fancy]; }`);
    expect(result.warnings).toEqual([
      { severity: 'warning', code: 'docusaurus-module', message: '@theme/Fancy: it is not provided by docsite, so its components render their children as they are', source: { file: 'docs/page.mdx', line: 6 } },
    ]);
    const exports = run(result.code, { '@theme/Tabs': { __esModule: true, default: 'the theme Tabs' } });
    expect((exports.default as () => unknown)()).toEqual(['the theme Tabs', 'kept', 'function', true]);
  });

  it('warns where a provided module does less than in Docusaurus (@docusaurus/Head)', async () => {
    const result = await bundle(`import Head from '@docusaurus/Head';\nexport default Head;`);
    expect(result.warnings.map((warning) => warning.message)).toEqual(["@docusaurus/Head: its tags are not added to the page's <head>"]);
  });

  it('bundles relative components, JSON, @site/ imports and partials, and records every file it read', async () => {
    write('src/components/Hello.jsx', `import data from '@site/src/data/names.json';\nexport default function Hello() { return <b>{data.name}</b>; }\n`);
    write('src/data/names.json', '{ "name": "Ada" }');
    write('docs/_partial.mdx', '# Partial');
    const result = await bundle(`import Hello from '../src/components/Hello.jsx';\nimport Partial from './_partial.mdx';\nexport default () => [Hello().props.children, Partial()];`);
    expect((run(result.code).default as () => unknown)()).toEqual(['Ada', 'partial _partial.mdx']);
    expect(Object.keys(result.dependencies).sort()).toEqual(['docs/_partial.mdx', 'src/components/Hello.jsx', 'src/data/names.json'].map((file) => path.join(site, file)));
  });

  it('scopes the class names of CSS modules and gives the CSS, plain stylesheets included; url()s of the static folder stay as they are', async () => {
    write('src/components/box.module.css', '.box { color: red; background: url(/img/static.png); }');
    write('src/components/plain.css', 'body { margin: 0; }');
    const result = await bundle(`import styles from '../src/components/box.module.css';\nimport '../src/components/plain.css';\nexport default () => styles.box;`);
    const className = (run(result.code).default as () => string)();
    expect(className).not.toBe('box');
    expect(result.css).toContain(`.${className} {\n  color: red;\n  background: url(/img/static.png);\n}`);
    expect(result.css).toContain('body {\n  margin: 0;\n}');
  });

  it('resolves packages from the site folder', async () => {
    write('node_modules/site-only-package/package.json', '{ "name": "site-only-package", "main": "index.js" }');
    write('node_modules/site-only-package/index.js', 'module.exports = { greeting: "hi" };');
    const result = await bundle(`import { greeting } from 'site-only-package';\nexport default greeting;`);
    expect(run(result.code).default).toBe('hi');
  });

  it("resolves a package from the site's node_modules for docs kept outside the site folder (path: '../docs', as Jest's)", async () => {
    const website = path.join(site, 'website');
    write('website/node_modules/website-package/package.json', '{ "name": "website-package", "main": "index.js" }');
    write('website/node_modules/website-package/index.js', 'module.exports = { where: "website" };');
    const outside = path.join(site, 'docs/outside.mdx');
    const code = `import { where } from 'website-package';\nexport default where;`;
    const result = await bundleModule({ file: outside, code, source: code }, { ...options, root: website });
    expect(runModule(result.code, outside, {}, {}).default).toBe('website');
  });

  it('fails on a package the site has not installed, naming the file, line and package, with the hint to install', async () => {
    expect(await failure(bundle(`import Thing from 'not-installed-anywhere/sub';\nexport default Thing;`))).toEqual({
      message: 'cannot import "not-installed-anywhere/sub": the package not-installed-anywhere is not installed in the site',
      source: { file: 'docs/page.mdx', line: 5 },
      hint: 'run npm install in the site folder (where its package.json is)',
    });
  });

  it("resolves an aliased import (webpack's resolve.alias) to the alias's folder, the longest alias first, and names the alias's path when nothing is there", async () => {
    write('src/components/global/Card.jsx', `export default () => 'global card';\n`);
    write('src/other/Card.jsx', `export default () => 'other card';\n`);
    const aliases = { '@components': path.join(site, 'src/components'), '@components/other': path.join(site, 'src/other'), '@generated': path.join(site, '.docusaurus/plugin/default') };
    const aliased = (code: string) => bundleModule({ file: pageFile, code, source: `---\ntitle: Page\n---\n\n${code}` }, { ...options, aliases });
    const result = await aliased(`import Card from '@components/global/Card';\nimport Other from '@components/other/Card';\nexport default () => [Card(), Other()];`);
    expect((run(result.code).default as () => unknown)()).toEqual(['global card', 'other card']);
    expect(await failure(aliased(`import Props from '@generated/v9/props.md';\nexport default Props;`))).toEqual({
      message: 'cannot import "@generated/v9/props.md": no such file at .docusaurus/plugin/default/v9/props.md, where the site\'s module alias points',
      source: { file: 'docs/page.mdx', line: 5 },
      hint: 'check the alias (moduleAliases, or the Docusaurus plugin that sets it) and the file it names',
    });
  });

  it('fails on a relative import of a file that is not there, naming the importing file and line', async () => {
    write('src/components/Broken.jsx', `import Gone from './Gone';\nexport default Gone;\n`);
    expect(await failure(bundle(`import Broken from '../src/components/Broken.jsx';\nexport default Broken;`))).toEqual({
      message: 'cannot import "./Gone": no such file',
      source: { file: 'src/components/Broken.jsx', line: 1 },
      hint: 'check the path: it is relative to the importing file',
    });
  });

  it('names the place of a syntax error in an imported component', async () => {
    write('src/components/Bad.jsx', `export default function Bad() {\n  return <div>;\n}\n`);
    const { message, source } = await failure(bundle(`import Bad from '../src/components/Bad.jsx';\nexport default Bad;`));
    expect(message).toBe('could not bundle the page\'s imports: Unexpected end of file before a closing "div" tag');
    expect(source).toEqual({ file: 'src/components/Bad.jsx', line: 4, column: 1 });
  });
});
