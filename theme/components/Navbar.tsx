import type { ReactNode } from 'react';
import type { PageProps } from '../../src/render/pageProps';
import { ExternalLink } from './ExternalLink';
import { ColorModeToggle } from './ColorModeToggle';
import { SearchButton } from './SearchButton';
import { NavbarDrawer } from './NavbarDrawer';
import { VersionDropdown } from './VersionDropdown';
import { LocaleDropdown } from './LocaleDropdown';
import { routeMapJson } from './siteBase';

/** One rendered navbar entry. */
export interface NavEntry {
  key: string;
  position: 'left' | 'right';
  node: ReactNode;
}

/** The configured items as links: sidebar entries (marked active on their docs), external links in a new tab. */
export function navEntries({ site, page, doc }: Pick<PageProps, 'site' | 'page' | 'doc'>): NavEntry[] {
  // On a site with several docs versions, sidebar links lead into the page's version (the last one off the docs).
  const versions = site.docsVersions;
  const version = versions && (versions.find((entry) => entry.name === doc?.version?.name) ?? versions.find((entry) => entry.isLast)!);
  const entries = site.navbar.items.map((item): NavEntry => {
    const position = item.position ?? 'left';
    if (item.type === 'docsVersionDropdown') {
      return { key: 'docs-version', position, node: versions && version ? <VersionDropdown versions={versions} current={version} /> : null };
    }
    if (item.type === 'localeDropdown') return { key: 'locale', position, node: site.i18n && site.i18n.locales.length > 1 ? <LocaleDropdown i18n={site.i18n} /> : null };
    if (item.type === 'docSidebar') {
      const active = doc?.sidebarId === item.sidebarId;
      const href = version?.sidebarEntry[item.sidebarId] ?? site.sidebarEntry[item.sidebarId] ?? '/';
      // Off a versioned page, the client leads it into the reader's preferred version (`data-version-hrefs`).
      const hrefs = versions && !doc?.version ? routeMapJson(Object.fromEntries(versions.flatMap((entry) => (entry.sidebarEntry[item.sidebarId] ? [[entry.name, entry.sidebarEntry[item.sidebarId]]] : [])))) : undefined;
      return { key: item.label, position, node: <a href={href} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'true' : undefined} data-version-hrefs={hrefs}>{item.label}</a> };
    }
    const node = item.href ? <ExternalLink href={item.href} className="nav-link">{item.label}</ExternalLink> : <a href={item.to} className="nav-link">{item.label}</a>;
    return { key: item.label, position, node };
  });
  if (site.blog) {
    const active = page.kind.startsWith('blog');
    entries.push({ key: 'Blog', position: 'left', node: <a href={site.blog.path} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'true' : undefined}>Blog</a> });
  }
  // A version menu on a site with one version has nothing to list: no empty item.
  return entries.filter((entry) => entry.node !== null);
}

/** Everything a page changes in its navbar (the rest comes from the site): pages with the same key share one rendering (see `SharedMarkup`). */
export function navbarKey({ page, doc }: Pick<PageProps, 'page' | 'doc'>): string {
  const version = doc?.version ? `:${doc.version.name}` : '';
  return `navbar:${doc?.sidebarId ?? ''}:${page.kind.startsWith('blog') ? 'blog' : ''}:${doc && doc.sidebar.length > 0 ? 'sidebar' : ''}${version}`;
}

/**
 * Spec 2: logo and title, Docs and Developers (their sidebars), search, the color-mode
 * switch and Support on the right. Hides on scroll down when `hideOnScroll`. Below 996 px
 * a menu button opens the drawer with the same items and the current sidebar.
 */
export function Navbar(props: PageProps) {
  const { site } = props;
  const { navbar } = site;
  const entries = navEntries(props);
  const left = entries.filter((entry) => entry.position === 'left');
  const right = entries.filter((entry) => entry.position === 'right');
  return (
    <>
      <header className="navbar" data-hide-on-scroll={navbar.hideOnScroll ? 'true' : undefined}>
        <nav className="navbar-inner" aria-label="Main">
          <button type="button" className="navbar-toggle" aria-label="Open navigation menu" aria-expanded="false" aria-controls="navbar-drawer" data-drawer-open="">
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
          </button>
          <a className="navbar-brand" href="/">
            {navbar.logo && <img src={navbar.logo.src} alt="" width={navbar.logo.width ?? 32} height={navbar.logo.height ?? 32} />}
            <span className="navbar-title">{navbar.title}</span>
          </a>
          <ul className="navbar-items" data-swap="navbar-items">
            {left.map((entry) => <li key={entry.key}>{entry.node}</li>)}
          </ul>
          <div className="navbar-end">
            {site.search.enabled && <SearchButton />}
            {/* With docs versions, the right-hand items (the version menu) change with the page's version. */}
            <ul className="navbar-items" data-swap={site.docsVersions ? 'navbar-end-items' : undefined}>
              {right.map((entry) => <li key={entry.key}>{entry.node}</li>)}
            </ul>
            {!site.colorMode.disableSwitch && <ColorModeToggle />}
          </div>
        </nav>
      </header>
      {/* Outside the header: the header's backdrop blur would make it the drawer's containing block. */}
      <NavbarDrawer {...props} entries={entries} />
    </>
  );
}
