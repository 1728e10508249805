import type { PageProps } from '../../src/render/pageProps';
import { ExternalLink } from './ExternalLink';
import { ColorModeToggle } from './ColorModeToggle';
import { SearchButton } from './SearchButton';
import { Sidebar } from './Sidebar';

/** Top navigation: logo, sidebar entries, Support, search and the colour-mode switch; a drawer below 996 px. */
export function Navbar({ site, page, doc }: PageProps) {
  const { navbar } = site;
  const activeSidebar = doc?.sidebarId;
  const items = navbar.items.map((item) => {
    if (item.type === 'docSidebar') {
      const href = site.sidebarEntry[item.sidebarId] ?? '/';
      const active = activeSidebar === item.sidebarId;
      return { key: item.label, position: item.position ?? 'left', node: <a href={href} className={active ? 'nav-link active' : 'nav-link'} aria-current={active ? 'true' : undefined}>{item.label}</a> };
    }
    const node = item.href ? <ExternalLink href={item.href} className="nav-link">{item.label}</ExternalLink> : <a href={item.to} className="nav-link">{item.label}</a>;
    return { key: item.label, position: item.position ?? 'left', node };
  });
  const left = items.filter((item) => item.position === 'left');
  const right = items.filter((item) => item.position === 'right');
  return (
    <header className="navbar" data-hide-on-scroll={navbar.hideOnScroll ? 'true' : undefined}>
      <nav className="navbar-inner" aria-label="Main">
        <button type="button" className="navbar-toggle" aria-label="Open navigation menu" aria-expanded="false" aria-controls="navbar-drawer" data-drawer-open="">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
        </button>
        <a className="navbar-brand" href="/">
          {navbar.logo && <img src={navbar.logo.src} alt="" width={navbar.logo.width ?? 32} height={navbar.logo.height ?? 32} />}
          <span className="navbar-title">{navbar.title}</span>
        </a>
        <ul className="navbar-items">
          {left.map((item) => <li key={item.key}>{item.node}</li>)}
          {site.blog && <li><a href={site.blog.path} className={page.kind.startsWith('blog') ? 'nav-link active' : 'nav-link'}>Blog</a></li>}
        </ul>
        <div className="navbar-end">
          {site.search.enabled && <SearchButton />}
          <ul className="navbar-items">
            {right.map((item) => <li key={item.key}>{item.node}</li>)}
          </ul>
          {!site.colorMode.disableSwitch && <ColorModeToggle />}
        </div>
      </nav>
      <div className="drawer" id="navbar-drawer" role="dialog" aria-modal="true" aria-label="Navigation" hidden>
        <div className="drawer-header">
          <a className="navbar-brand" href="/"><span className="navbar-title">{navbar.title}</span></a>
          <button type="button" className="drawer-close" aria-label="Close navigation menu" data-drawer-close="">×</button>
        </div>
        <ul className="drawer-items">
          {items.map((item) => <li key={item.key}>{item.node}</li>)}
          {site.blog && <li><a href={site.blog.path} className="nav-link">Blog</a></li>}
        </ul>
        {doc && doc.sidebar.length > 0 && <Sidebar items={doc.sidebar} currentPath={page.path} label="Section pages" />}
      </div>
    </header>
  );
}
