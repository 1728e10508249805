import type { PageProps } from '../../../src/render/pageProps';
import { translate } from '../../i18n/themeStrings';

/** Recent posts (as many as the blog's `sidebarCount`), then the archive, tags, authors and the RSS and Atom feeds it writes. */
export function BlogSidebar({ blog, site, page }: PageProps) {
  // The page's own blog: a further blog's (`blogSections`), else the site's.
  const own = blog?.section ?? site.blog;
  // A blog at the site's root (`routeBasePath: '/'`) has its archive at `/archive`.
  const base = own?.path === '/' ? '' : own?.path;
  return (
    <aside className="blog-sidebar" aria-label={translate('docsite.BlogSidebar.label')}>
      {blog && blog.recent.length > 0 && (
        <nav aria-label={translate('theme.blog.sidebar.navAriaLabel')}>
          <p className="blog-sidebar-title">{blog.recentTitle}</p>
          <ul>
            {blog.recent.map((post) => (
              <li key={post.path}><a href={post.path} aria-current={post.path === page.path ? 'page' : undefined}>{post.title}</a></li>
            ))}
          </ul>
        </nav>
      )}
      {own && (
        <nav aria-label={translate('docsite.BlogSidebar.indexLabel')}>
          <p className="blog-sidebar-title">{translate('docsite.BlogSidebar.browse')}</p>
          <p className="blog-feeds">
            <a href={`${base}/archive`}>{translate('theme.blog.archive.title')}</a>
            <a href={`${base}/tags`}>{translate('theme.tags.tagsPageTitle')}</a>
            <a href={`${base}/authors`}>{translate('theme.blog.authorsList.pageTitle')}</a>
            {own.feeds.rss && <a href={own.feeds.rss} type="application/rss+xml">{translate('docsite.BlogSidebar.rss')}</a>}
            {own.feeds.atom && <a href={own.feeds.atom} type="application/atom+xml">{translate('docsite.BlogSidebar.atom')}</a>}
          </p>
        </nav>
      )}
    </aside>
  );
}
