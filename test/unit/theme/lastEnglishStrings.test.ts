import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../../src/compile/openapi/apiPageData';
import type { PageProps } from '../../../src/render/pageProps.js';
import { NavbarDrawer } from '../../../theme/components/NavbarDrawer';
import { TabItem, Tabs } from '../../../theme/components/Tabs';
import { SchemaTree } from '../../../theme/components/api/SchemaTree';
import { setThemeStrings } from '../../../theme/i18n/themeStrings';

const drawerProps = { site: { navbar: { title: 'Docs', items: [] } }, page: { path: '/docs/a' }, doc: { sidebar: [{ type: 'link', label: 'A', href: '/docs/a' }] }, entries: [] } as unknown as PageProps & { entries: [] };
const schema = {
  type: 'object',
  anchor: 'schema',
  discriminator: { propertyName: 'kind', mapping: [] },
  childKind: 'oneOf',
  children: [{ type: 'object', anchor: 'schema-0', access: 'read-only' }],
} as unknown as SchemaNode;
const render = () => ({
  drawer: renderToString(createElement(NavbarDrawer, drawerProps)),
  tabs: renderToString(createElement(Tabs, null, createElement(TabItem, { value: 'a' }, 'A'))),
  schema: renderToString(createElement(SchemaTree, { node: schema })),
});

/** Issue 22, the last sweep: the drawer's section title, a tab list's default label and a schema's discriminator words were English literals outside the strings table. */
describe('the last English literals of the theme', () => {
  afterEach(() => setThemeStrings());

  it('stay as they were in English', () => {
    const html = render();
    expect(html.drawer).toContain('<p class="drawer-section-title">In this section</p>');
    expect(html.tabs).toContain('role="tablist" aria-label="Tabs"');
    expect(html.schema).toContain('<li>Told apart by <code>kind</code></li>');
    expect(html.schema).toContain('option 1');
    expect(html.schema).toContain('<span class="schema-access">read-only</span>');
  });

  it("take the locale's code.json words", () => {
    setThemeStrings({ 'docsite.NavbarDrawer.inThisSection': 'Dans cette section', 'docsite.Tabs.label': 'Onglets', 'docsite.Api.toldApartBy': 'Distingués par {property}', 'docsite.Api.option': 'variante {number}', 'docsite.Api.access.read-only': 'lecture seule' });
    const html = render();
    expect(html.drawer).toContain('<p class="drawer-section-title">Dans cette section</p>');
    expect(html.tabs).toContain('role="tablist" aria-label="Onglets"');
    expect(html.schema).toContain('<li>Distingués par <code>kind</code></li>');
    expect(html.schema).toContain('variante 1');
    expect(html.schema).toContain('<span class="schema-access">lecture seule</span>');
  });
});
