import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPluginRoute } from '../../../../src/compat/docusaurus/pluginRoutes.js';

const siteDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-plugin-routes-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
const generatedDir = path.join(siteDir, '.docsite-cache', 'docusaurus');
mkdirSync(path.join(siteDir, 'src', 'Page'), { recursive: true });
writeFileSync(path.join(siteDir, 'src', 'Page', 'index.jsx'), 'export default () => null;');
mkdirSync(path.join(generatedDir, 'p', 'default'), { recursive: true });
writeFileSync(path.join(generatedDir, 'p', 'default', 'data.json'), '{}');
writeFileSync(path.join(generatedDir, 'p', 'default', 'data.js'), '');
const place = { siteDir, generatedDir, baseUrl: '/base/' };

describe('readPluginRoute (a Docusaurus addRoute config)', () => {
  it("builds a page of a site component (its folder's index found) with @generated JSON modules, the base URL taken off", () => {
    expect(readPluginRoute({ path: '/base/items', component: '@site/src/Page', modules: { data: '@generated/p/default/data.json' } }, place)).toEqual({
      path: '/items',
      component: path.join(siteDir, 'src', 'Page', 'index.jsx'),
      modules: { data: path.join(generatedDir, 'p', 'default', 'data.json') },
    });
  });

  it('serves a route written with a trailing slash at its path without one', () => {
    expect(readPluginRoute({ path: '/base/items/', component: '@site/src/Page' }, place)).toMatchObject({ path: '/items' });
  });

  it('says why a route is not built: nested routes, a theme component, a module that is not JSON', () => {
    expect(readPluginRoute({ path: '/a', component: '@site/src/Page', routes: [] }, place)).toEqual({ unsupported: 'nested routes are not supported' });
    expect(readPluginRoute({ path: '/base/../../etc/x', component: '@site/src/Page' }, place)).toEqual({ unsupported: "its path is not a clean route: it has a '.' or '..' segment" });
    expect(readPluginRoute({ path: 'items', component: '@site/src/Page' }, place)).toEqual({ unsupported: 'its path is not a clean route: it does not start with /' });
    expect(readPluginRoute({ path: '/a', component: '@theme/DocPage' }, place)).toEqual({ unsupported: 'its component @theme/DocPage is not a file of the site' });
    expect(readPluginRoute({ path: '/a', component: '@site/src/Page', modules: { data: path.join(generatedDir, 'p', 'default', 'data.js') } }, place)).toEqual({ unsupported: 'its module data is not a JSON file (only createData\'s JSON modules are read)' });
  });
});
