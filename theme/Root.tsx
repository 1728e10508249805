import type { PageProps } from '../src/render/pageProps';
import { searchScopesAttribute } from '../src/search/searchScopes';
import { Head } from './components/Head';
import { AnnouncementBar } from './components/AnnouncementBar';
import { Navbar, navbarKey } from './components/Navbar';
import { SharedMarkup } from './components/SharedMarkup';
import { Footer } from './components/Footer';
import { DocLayout } from './layouts/DocLayout';
import { BlogLayout } from './layouts/BlogLayout';
import { PageLayout } from './layouts/PageLayout';
import { ApiLayout } from './layouts/ApiLayout';
import { NotFoundLayout } from './layouts/NotFoundLayout';
import { clientStringsJson, translate } from './i18n/themeStrings';

function Layout(props: PageProps) {
  switch (props.page.kind) {
    case 'doc':
    case 'category':
      return <DocLayout {...props} />;
    case 'api':
      return <ApiLayout {...props} />;
    case 'page':
      return <PageLayout {...props} />;
    case 'not-found':
      return <NotFoundLayout {...props} />;
    default:
      return <BlogLayout {...props} />;
  }
}

/**
 * The whole HTML document, in the spec's order: skip link, announcement bar, navbar, main
 * content, footer. Layout facts go out as attributes on `<html>`; `#page-body` and the
 * `[data-swap]` regions are what client navigation replaces.
 */
export function Root(props: PageProps) {
  const { site, page } = props;
  const hasToc = !page.hideToc && page.toc.length > 0;
  return (
    <html lang={site.i18n?.current.htmlLang ?? 'en'} dir={site.i18n?.current.direction} data-theme={site.colorMode.defaultMode} data-route={page.kind === 'not-found' ? undefined : page.path} data-page-kind={page.kind} data-has-toc={hasToc ? 'true' : 'false'} data-wide={page.wide ? 'true' : undefined}>
      <Head {...props} />
      <body data-search-documents={props.assets.search?.documents} data-search-index={props.assets.search?.index} data-search-scopes={searchScopesAttribute(props.assets.search)} data-strings={site.i18n && clientStringsJson()}>
        <a className="skip-link" href="#main-content">
          {translate('theme.common.skipToMainContent')}
        </a>
        <div id="progress" className="progress" role="progressbar" aria-label={translate('docsite.progress.label')} aria-valuemin={0} aria-valuemax={100} hidden />
        <div id="route-announcer" className="visually-hidden" aria-live="polite" aria-atomic="true" />
        {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
        <SharedMarkup id={navbarKey(props)} render={() => <Navbar {...props} />} preloadImages={site.navbar.logo ? [site.navbar.logo.src] : []} />
        <div className="page-body" id="page-body" data-swap="page">
          <Layout {...props} />
        </div>
        {!page.hideFooter && site.footer && <SharedMarkup id="footer" render={() => <Footer footer={site.footer!} mark={site.navbar.logo} />} />}
      </body>
    </html>
  );
}
