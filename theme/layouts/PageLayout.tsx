import type { PageProps } from '../../src/render/pageProps';
import { TableOfContents } from '../components/TableOfContents';
import { UntranslatedNotice } from '../components/UntranslatedNotice';

/** Standalone pages: React pages fill the width; markdown pages read like an article. */
export function PageLayout({ page, site }: PageProps) {
  const notice = page.untranslated && <UntranslatedNotice i18n={site.i18n} />;
  if (page.wide && notice) {
    return (
      <main id="main-content" className="page-wide" tabIndex={-1}>
        {notice}
        <div dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
      </main>
    );
  }
  if (page.wide) return <main id="main-content" className="page-wide" tabIndex={-1} dangerouslySetInnerHTML={{ __html: page.contentHtml }} />;
  return (
    <main id="main-content" className="page-main" tabIndex={-1}>
      {notice}
      {!page.hideToc && page.toc.length > 0 && <TableOfContents toc={page.toc} variant="mobile" />}
      <article className="markdown">
        {!page.hideTitle && <h1>{page.title}</h1>}
        <div dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
      </article>
    </main>
  );
}
