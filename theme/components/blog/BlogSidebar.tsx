import type { PageProps } from '../../../src/render/pageProps';

/** Recent posts (as many as the blog's `sidebarCount`), then the archive, tags, authors and the RSS and Atom feeds it writes. */
export function BlogSidebar({ blog, site, page }: PageProps) {
  // The page's own blog: a further blog's (`blogSections`), else the site's.
  const own = blog?.section ?? site.blog;
  // A blog at the site's root (`routeBasePath: '/'`) has its archive at `/archive`.
  const base = own?.path === '/' ? '' : own?.path;
  return (
    <aside className="blog-sidebar" aria-label="Blog navigation">
      {blog && blog.recent.length > 0 && (
        <nav aria-label="Recent blog posts">
          <p className="blog-sidebar-title">{blog.recentTitle}</p>
          <ul>
            {blog.recent.map((post) => (
              <li key={post.path}><a href={post.path} aria-current={post.path === page.path ? 'page' : undefined}>{post.title}</a></li>
            ))}
          </ul>
        </nav>
      )}
      {own && (
        <nav aria-label="Blog index and feeds">
          <p className="blog-sidebar-title">Browse</p>
          <p className="blog-feeds">
            <a href={`${base}/archive`}>Archive</a>
            <a href={`${base}/tags`}>Tags</a>
            <a href={`${base}/authors`}>Authors</a>
            {own.feeds.rss && <a href={own.feeds.rss} type="application/rss+xml">RSS feed</a>}
            {own.feeds.atom && <a href={own.feeds.atom} type="application/atom+xml">Atom feed</a>}
          </p>
        </nav>
      )}
    </aside>
  );
}
