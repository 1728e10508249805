import type { ReactNode } from 'react';
import type { PageProps } from '../../src/render/pageProps';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { PageHistory } from '../components/PageHistory';
import { Paginator } from '../components/Paginator';
import { Sidebar } from '../components/Sidebar';
import { TableOfContents } from '../components/TableOfContents';
import { CategoryCards } from '../components/CategoryCards';
import { VersionBadge } from '../components/VersionBadge';
import { VersionBanner } from '../components/VersionBanner';
import { UntranslatedNotice } from '../components/UntranslatedNotice';
import { routeMapJson } from '../components/siteBase';
import { translate } from '../i18n/themeStrings';

/**
 * Docs page: sidebar (desktop), breadcrumbs and the version label, the mobile table of
 * contents, content, edit link and last update, previous/next, and the desktop table of contents in a right column.
 * `variant` is a class a layout built on this one adds (`api-operation-layout`).
 */
export function DocLayout({ site, page, doc, category, api, children, variant }: PageProps & { children?: ReactNode; variant?: string }) {
  const showToc = !page.hideToc && page.toc.length > 0;
  const hasSidebar = doc !== undefined && doc.sidebar.length > 0;
  // Without a sidebar the grid drops its column (layout.css), rather than squeeze the content into it.
  const className = ['doc-layout', variant, hasSidebar ? undefined : 'doc-layout-no-sidebar'].filter(Boolean).join(' ');
  // An operation summary's Markdown (code, emphasis) shows in the heading; the page title is its plain text.
  const titleHtml = api?.operation?.summaryHtml;
  // On a site with several docs versions: the page's own version, and the same page in every version (for the navbar's dropdown).
  const version = doc?.version;
  const badge = version ? (version.badge ? version.label : undefined) : site.docsVersion.label;
  return (
    <div className={className} data-version-alternates={version && routeMapJson(version.alternates)}>
      {hasSidebar && (
        <aside className="doc-sidebar" aria-label={translate('docsite.DocLayout.sidebarLabel')}>
          <Sidebar items={doc.sidebar} currentPath={page.path} trimmed={doc.sidebarTrimmed} />
        </aside>
      )}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <div className="doc-meta">
          <Breadcrumbs crumbs={doc?.breadcrumbs ?? []} />
          {badge !== undefined && <VersionBadge label={badge} />}
        </div>
        {version && <VersionBanner version={version} siteTitle={site.title} pluginId={doc?.docsPluginId} />}
        {page.untranslated && <UntranslatedNotice i18n={site.i18n} />}
        {showToc && <TableOfContents toc={page.toc} variant="mobile" />}
        <article className="markdown">
          {titleHtml ? <h1 dangerouslySetInnerHTML={{ __html: titleHtml }} /> : !page.hideTitle && <h1>{page.title}</h1>}
          {children}
          {page.contentHtml && <div dangerouslySetInnerHTML={{ __html: page.contentHtml }} />}
          {category && <CategoryCards cards={category.cards} description={page.description} />}
        </article>
        <PageHistory history={page.history} />
        {(page.kind === 'doc' || page.kind === 'api') && (
          <p className="page-markdown">
            <a href={`${page.path}.md`} type="text/markdown">{translate('docsite.viewAsMarkdown')}</a>
            <button type="button" className="copy-markdown" data-copy-markdown={`${page.path}.md`}>{translate('docsite.copyPageAsMarkdown')}</button>
          </p>
        )}
        <Paginator previous={doc?.previous} next={doc?.next} label={translate('theme.docs.paginator.navAriaLabel')} />
      </main>
      {showToc && (
        <aside className="doc-toc" aria-label={translate('docsite.TOC.label')}>
          <TableOfContents toc={page.toc} variant="desktop" />
        </aside>
      )}
    </div>
  );
}
