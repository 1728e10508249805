import type { PageProps } from '../../src/render/pageProps';
import { translate } from '../i18n/themeStrings';

/** Spec 2: any path that is not a route shows this page (served with status 404), with a search box. */
export function NotFoundLayout({ site }: PageProps) {
  // The docs are the first sidebar that is not the API reference's, whatever the site named it.
  const docs = Object.entries(site.sidebarEntry).find(([id]) => id !== site.apiSidebar)?.[1];
  const api = site.apiSidebar === undefined ? undefined : site.sidebarEntry[site.apiSidebar];
  return (
    <main id="main-content" className="page-main not-found" tabIndex={-1}>
      <p className="not-found-code">{translate('docsite.NotFound.code')}</p>
      <h1>{translate('theme.NotFound.title')}</h1>
      <p className="not-found-lead">{translate('theme.NotFound.p1')}</p>
      {/* Opens the search dialog with the words typed here (theme/client/search/entry.ts); hidden without JavaScript, like the navbar's search. */}
      {site.search.enabled && (
        <form className="not-found-search" data-search-form="">
          <label htmlFor="not-found-query">{translate('docsite.NotFound.searchLabel')}</label>
          <div className="not-found-search-row">
            <input id="not-found-query" name="q" type="search" autoComplete="off" spellCheck={false} enterKeyHint="search" />
            <button type="submit" className="button button-secondary">{translate('docsite.NotFound.find')}</button>
          </div>
        </form>
      )}
      <div className="not-found-actions">
        <a className="button button-primary" href="/">{translate('docsite.NotFound.home')}</a>
        {docs && <a className="button button-secondary" href={docs}>{translate('docsite.NotFound.docs')}</a>}
      </div>
      <ul className="not-found-links">
        {api && <li><a href={api}>{translate('docsite.NotFound.api')}</a></li>}
        {site.blog && <li><a href={site.blog.path}>{translate('docsite.NotFound.blog')}</a></li>}
      </ul>
    </main>
  );
}
