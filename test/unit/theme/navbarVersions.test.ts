import { describe, expect, it } from 'vitest';
import type { PageProps } from '../../../src/render/pageProps.js';
import { navEntries } from '../../../theme/components/Navbar';

const items = [
  { type: 'docSidebar', sidebarId: 'main', label: 'Docs' },
  { type: 'docsVersionDropdown', position: 'right' },
] as PageProps['site']['navbar']['items'];
const page = { kind: 'page' } as PageProps['page'];

describe('the navbar of a docs section with versions', () => {
  it('leaves out a version menu on a site with one version, instead of an empty item', () => {
    const site = { navbar: { items }, sidebarEntry: { main: '/docs/intro' } } as unknown as PageProps['site'];
    expect(navEntries({ site, page }).map((entry) => entry.key)).toEqual(['Docs']);
  });

  it('lists the menu with several versions, and leads the sidebar link into the page’s version', () => {
    const docsVersions = [
      { name: '2.0', label: '2.0', isLast: true, entry: '/docs/intro', sidebarEntry: { main: '/docs/intro' } },
      { name: '1.0', label: '1.0', isLast: false, entry: '/docs/1.0/intro', sidebarEntry: { main: '/docs/1.0/intro' } },
    ];
    const site = { navbar: { items }, sidebarEntry: { main: '/docs/intro' }, docsVersions } as unknown as PageProps['site'];
    const doc = { sidebarId: 'main', sidebar: [], breadcrumbs: [], version: { name: '1.0' } } as unknown as PageProps['doc'];
    const entries = navEntries({ site, page: { kind: 'doc' } as PageProps['page'], doc });
    expect(entries.map((entry) => entry.key)).toEqual(['Docs', 'docs-version']);
    expect((entries[0]!.node as { props: { href: string } }).props.href).toBe('/docs/1.0/intro');
  });
});
