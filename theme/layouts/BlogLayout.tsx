import type { PageProps } from '../../src/render/pageProps';
import { BlogContent } from '../components/blog/BlogContent';
import { BlogSidebar } from '../components/blog/BlogSidebar';
import { TableOfContents } from '../components/TableOfContents';
import { UntranslatedNotice } from '../components/UntranslatedNotice';
import { translate } from '../i18n/themeStrings';

/**
 * Blog pages: a sidebar of recent posts and feeds, then the post, list, archive, authors or
 * tags; a post with headings also gets the desktop table of contents on the right.
 */
export function BlogLayout(props: PageProps) {
  const { page } = props;
  const showToc = page.kind === 'blog-post' && !page.hideToc && page.toc.length > 0;
  return (
    <div className={showToc ? 'blog-layout has-toc' : 'blog-layout'}>
      <BlogSidebar {...props} />
      <main id="main-content" className="blog-main" tabIndex={-1}>
        {page.untranslated && <UntranslatedNotice i18n={props.site.i18n} />}
        <BlogContent {...props} />
      </main>
      {showToc && (
        <aside className="doc-toc" aria-label={translate('docsite.TOC.label')}>
          <TableOfContents toc={page.toc} variant="desktop" />
        </aside>
      )}
    </div>
  );
}
