import type { ReactNode } from 'react';
import type { PageProps, SiteVersionView } from '../../src/render/pageProps';
import type { NavbarItem } from '../../src/types';
import { ExternalLink } from './ExternalLink';
import { ColorModeToggle } from './ColorModeToggle';
import { SearchButton } from './SearchButton';
import { NavbarDrawer } from './NavbarDrawer';
import { VersionDropdown } from './VersionDropdown';
import { LocaleDropdown } from './LocaleDropdown';
import { routeMapJson } from './siteBase';
import { translate } from '../i18n/themeStrings';

/** One rendered navbar entry. */
export interface NavEntry {
  key: string;
  position: 'left' | 'right';
  node: ReactNode;
}

/** The configured items as links: sidebar entries (marked active on their docs), external links in a new tab. */
export function navEntries({ site, page, doc, blog }: Pick<PageProps, 'site' | 'page' | 'doc' | 'blog'>): NavEntry[] {
  // On a site with several docs versions, sidebar links lead into the page's version (the last one off the docs).
  const versions = site.docsVersions;
  const version = versions && (versions.find((entry) => entry.name === doc?.version?.name) ?? versions.find((entry) => entry.isLast)!);
  const entries = site.navbar.items.map((item): NavEntry => {
    const position = item.position ?? 'left';
    // An item naming a further docs section (`docsPluginId`) reads that section's versions and sidebars.
    if ((item.type === 'docSidebar' || item.type === 'docsVersionDropdown') && item.docsPluginId !== undefined && item.docsPluginId !== 'default') return sectionEntry(item, item.docsPluginId, { site, doc });
    if (item.type === 'docsVersionDropdown') {
      return { key: 'docs-version', position, node: versions && version ? <VersionDropdown versions={versions} current={version} /> : null };
    }
    if (item.type === 'docsVersion') return { key: `docs-version:${item.version ?? ''}:${item.label ?? ''}`, position, node: <DocsVersionLink item={item} site={site} version={version} onVersionedPage={Boolean(doc?.version)} /> };
    if (item.type === 'localeDropdown') return { key: 'locale', position, node: site.i18n && site.i18n.locales.length > 1 ? <LocaleDropdown i18n={site.i18n} /> : null };
    if (item.type === 'docSidebar') {
      const active = doc?.sidebarId === item.sidebarId && !doc.docsPluginId;
      const href = version?.sidebarEntry[item.sidebarId] ?? site.sidebarEntry[item.sidebarId] ?? '/';
      // Off a versioned page, the client leads it into the reader's preferred version (`data-version-hrefs`).
      const hrefs = versions && !doc?.version ? routeMapJson(Object.fromEntries(versions.flatMap((entry) => (entry.sidebarEntry[item.sidebarId] ? [[entry.name, entry.sidebarEntry[item.sidebarId]]] : [])))) : undefined;
      return { key: item.label, position, node: <a href={href} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'true' : undefined} data-version-hrefs={hrefs}>{item.label}</a> };
    }
    const node = item.href ? <ExternalLink href={item.href} className="nav-link">{item.label}</ExternalLink> : <a href={item.to} className="nav-link">{item.label}</a>;
    return { key: item.label, position, node };
  });
  if (site.blog) {
    // A further blog's pages are not the main blog's.
    const active = page.kind.startsWith('blog') && !blog?.section;
    entries.push({ key: 'Blog', position: 'left', node: <a href={site.blog.path} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'true' : undefined}>{translate('docsite.Navbar.blog')}</a> });
  }
  // A version menu on a site with one version has nothing to list: no empty item.
  return entries.filter((entry) => entry.node !== null);
}

/**
 * A `docsVersion` item: a link to the main doc of its version (the item's `version`, else the
 * page's, else the latest; off the docs the client moves it to the reader's preferred version
 * through `data-version-hrefs` and `data-version-labels`), named by the version's label unless
 * the item has one, to the item's `to` when it has one.
 */
function DocsVersionLink({ item, site, version, onVersionedPage }: { item: Extract<NavbarItem, { type: 'docsVersion' }>; site: PageProps['site']; version: SiteVersionView | undefined; onVersionedPage: boolean }) {
  const versions = site.docsVersions;
  const target = versions?.find((entry) => entry.name === item.version) ?? version;
  // The one version's main doc: its first sidebar's first page.
  const href = item.to ?? target?.entry ?? Object.values(site.sidebarEntry)[0] ?? '/';
  const label = item.label ?? target?.label ?? site.docsVersion.label;
  const follows = versions && item.version === undefined && !onVersionedPage;
  const hrefs = follows && item.to === undefined ? routeMapJson(Object.fromEntries(versions.map((entry) => [entry.name, entry.entry]))) : undefined;
  const labels = follows && item.label === undefined ? JSON.stringify(Object.fromEntries(versions.map((entry) => [entry.name, entry.label]))) : undefined;
  return <a href={href} className="nav-link" data-version-hrefs={hrefs} data-version-labels={labels}>{label}</a>;
}

/** A navbar item naming a further docs section: its version menu, or a link to its sidebar's first page (in the page's version when the page is of that section). */
function sectionEntry(item: Extract<NavbarItem, { type: 'docSidebar' | 'docsVersionDropdown' }>, sectionId: string, { site, doc }: Pick<PageProps, 'site' | 'doc'>): NavEntry {
  const position = item.position ?? 'left';
  const versions = site.sectionVersions?.[sectionId];
  const onSection = doc?.docsPluginId === sectionId;
  const version = versions && ((onSection && versions.find((entry) => entry.name === doc?.version?.name)) || versions.find((entry) => entry.isLast)!);
  if (item.type === 'docsVersionDropdown') {
    return { key: `docs-version-${sectionId}`, position, node: versions && version ? <VersionDropdown versions={versions} current={version} pluginId={sectionId} /> : null };
  }
  const active = onSection && doc?.sidebarId === item.sidebarId;
  const href = version?.sidebarEntry[item.sidebarId] ?? site.sectionSidebarEntry?.[sectionId]?.[item.sidebarId] ?? '/';
  // Off the section's pages, the client leads it into the reader's preferred version of the section.
  const hrefs = versions && !onSection ? routeMapJson(Object.fromEntries(versions.flatMap((entry) => (entry.sidebarEntry[item.sidebarId] ? [[entry.name, entry.sidebarEntry[item.sidebarId]]] : [])))) : undefined;
  const link = <a href={href} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'true' : undefined} data-version-hrefs={hrefs} data-docs-plugin={hrefs && sectionId}>{item.label}</a>;
  return { key: item.label, position, node: link };
}

/** Everything a page changes in its navbar (the rest comes from the site): pages with the same key share one rendering (see `SharedMarkup`). */
export function navbarKey({ page, doc, blog }: Pick<PageProps, 'page' | 'doc' | 'blog'>): string {
  const version = doc?.version ? `:${doc.version.name}` : '';
  const section = doc?.docsPluginId ? `${doc.docsPluginId}/` : '';
  return `navbar:${section}${doc?.sidebarId ?? ''}:${page.kind.startsWith('blog') ? (blog?.section ? `blog-${blog.section.id}` : 'blog') : ''}:${doc && doc.sidebar.length > 0 ? 'sidebar' : ''}${version}`;
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
        <nav className="navbar-inner" aria-label={translate('docsite.Navbar.label')}>
          <button type="button" className="navbar-toggle" aria-label={translate('theme.docs.sidebar.toggleSidebarButtonAriaLabel')} aria-expanded="false" aria-controls="navbar-drawer" data-drawer-open="">
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
