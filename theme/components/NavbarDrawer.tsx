import type { PageProps } from '../../src/render/pageProps';
import type { NavEntry } from './Navbar';
import { translate } from '../i18n/themeStrings';

/**
 * The mobile drawer (below 996 px): the navbar items, then the current page's sidebar. A
 * modal dialog: `client/drawer.ts` traps focus in it, closes it on Escape, the backdrop or a
 * link, and returns focus to the menu button. Its body is a `[data-swap]` region.
 *
 * The sidebar is not rendered twice: the drawer only opens with JavaScript, which copies the
 * page's own sidebar into `[data-drawer-sidebar]` on opening. On a large site the sidebar is
 * most of a page's bytes, so this halves the HTML (without JavaScript the page sidebar shows
 * inline at phone width instead).
 */
export function NavbarDrawer({ site, page, doc, entries }: PageProps & { entries: NavEntry[] }) {
  const { navbar } = site;
  return (
    <>
      <div className="drawer-backdrop" data-drawer-backdrop="" hidden />
      <div className="drawer" id="navbar-drawer" role="dialog" aria-modal="true" aria-label={translate('docsite.NavbarDrawer.label')} hidden>
        <div className="drawer-header">
          <a className="navbar-brand" href="/">
            {navbar.logo && <img src={navbar.logo.src} alt="" width={28} height={28} />}
            <span className="navbar-title">{navbar.title}</span>
          </a>
          <button type="button" className="drawer-close" aria-label={translate('theme.docs.sidebar.closeSidebarButtonAriaLabel')} data-drawer-close="">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="drawer-body" data-swap="drawer-body">
          <nav aria-label={translate('docsite.NavbarDrawer.sectionsLabel')}>
            <ul className="drawer-items">
              {entries.map((entry) => <li key={entry.key}>{entry.node}</li>)}
            </ul>
          </nav>
          {doc && doc.sidebar.length > 0 && (
            <>
              <p className="drawer-section-title">{translate('docsite.NavbarDrawer.inThisSection')}</p>
              <div data-drawer-sidebar="" />
            </>
          )}
        </div>
      </div>
    </>
  );
}
