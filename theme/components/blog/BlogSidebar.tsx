import type { PageProps } from '../../../src/render/pageProps';

/** Recent posts (as many as the blog's `sidebarCount`), then the archive, tags, authors and the RSS and Atom feeds it writes. */
export function BlogSidebar({ blog, site, page }: PageProps) {
  // A blog at the site's root (`routeBasePath: '/'`) has its archive at `/archive`.
  const base = site.blog?.path === '/' ? '' : site.blog?.path;
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
      {site.blog && (
        <nav aria-label="Blog index and feeds">
          <p className="blog-sidebar-title">Browse</p>
          <p className="blog-feeds">
            <a href={`${base}/archive`}>Archive</a>
            <a href={`${base}/tags`}>Tags</a>
            <a href={`${base}/authors`}>Authors</a>
            {site.blog.feeds.rss && <a href={site.blog.feeds.rss} type="application/rss+xml">RSS feed</a>}
            {site.blog.feeds.atom && <a href={site.blog.feeds.atom} type="application/atom+xml">Atom feed</a>}
          </p>
        </nav>
      )}
    </aside>
  );
}
