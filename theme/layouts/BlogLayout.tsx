import type { PageProps, PostSummary } from '../../src/render/pageProps';
import { Paginator } from '../components/Paginator';
import { TableOfContents } from '../components/TableOfContents';

const formatDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function PostMeta({ post }: { post: PostSummary }) {
  return (
    <div className="post-meta">
      <p>
        <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
      </p>
      {post.authors.length > 0 && (
        <ul className="post-authors">
          {post.authors.map((author) => (
            <li key={author.key}>
              <span className="post-author-name">{author.url ? <a href={author.url} rel="author">{author.name}</a> : author.name}</span>
              {author.title && <span className="post-author-title">{author.title}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TagList({ tags }: { tags: PostSummary['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.path}><a className="tag" href={tag.path}>{tag.label}</a></li>
      ))}
    </ul>
  );
}

function PostPreview({ post }: { post: PostSummary }) {
  return (
    <article className="post-preview">
      <h2><a href={post.path}>{post.title}</a></h2>
      <PostMeta post={post} />
      {post.excerptHtml && <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />}
      <footer className="post-preview-footer">
        <TagList tags={post.tags} />
        {post.truncated && <a href={post.path} aria-label={`Read more about ${post.title}`}>Read more</a>}
      </footer>
    </article>
  );
}

function Content({ page, blog, site }: PageProps) {
  if (!blog) return null;
  switch (page.kind) {
    case 'blog-post':
      return (
        <article className="markdown blog-post">
          <h1>{page.title}</h1>
          {blog.post && <PostMeta post={blog.post} />}
          {!page.hideToc && page.toc.length > 0 && <TableOfContents toc={page.toc} variant="mobile" />}
          <div dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
          {blog.post && <TagList tags={blog.post.tags} />}
        </article>
      );
    case 'blog-archive':
      return (
        <>
          <h1>{page.title}</h1>
          {blog.years?.map((year) => (
            <section key={year.year}>
              <h2>{year.year}</h2>
              <ul className="archive-list">
                {year.posts.map((post) => (
                  <li key={post.path}><time dateTime={post.date}>{formatDate(post.date)}</time> — <a href={post.path}>{post.title}</a></li>
                ))}
              </ul>
            </section>
          ))}
        </>
      );
    case 'blog-authors':
      return (
        <>
          <h1>{page.title}</h1>
          <ul className="card-grid">
            {blog.authors?.map((author) => (
              <li key={author.key} className="card">
                <h2 className="card-title">{author.url ? <a href={author.url} rel="author">{author.name}</a> : author.name}</h2>
                {author.title && <p className="card-description">{author.title}</p>}
                <p className="card-description">{author.postCount} {author.postCount === 1 ? 'post' : 'posts'}</p>
              </li>
            ))}
          </ul>
        </>
      );
    case 'blog-tags':
      return (
        <>
          <h1>{page.title}</h1>
          <ul className="tag-index">
            {blog.tags?.map((tag) => (
              <li key={tag.path}><a className="tag" href={tag.path}>{tag.label} <span className="tag-count">{tag.count}</span></a>{tag.description && <span> — {tag.description}</span>}</li>
            ))}
          </ul>
        </>
      );
    default:
      return (
        <>
          <h1>{page.kind === 'blog-tag' ? page.title : (site.blog?.title ?? page.title)}</h1>
          {page.kind === 'blog-tag' && blog.tag?.description && <p>{blog.tag.description}</p>}
          {page.kind === 'blog-tag' && <p><a href={`${site.blog?.path}/tags`}>View all tags</a></p>}
          {blog.posts?.map((post) => <PostPreview key={post.path} post={post} />)}
          {blog.pagination && <Paginator previous={blog.pagination.previous ? { label: 'Newer posts', href: blog.pagination.previous } : undefined} next={blog.pagination.next ? { label: 'Older posts', href: blog.pagination.next } : undefined} label="Blog list pages" />}
        </>
      );
  }
}

/** Blog pages: a sidebar of recent posts, then the post, list, archive, authors or tags. */
export function BlogLayout(props: PageProps) {
  const { blog, site, page } = props;
  return (
    <div className="blog-layout">
      <aside className="blog-sidebar">
        <nav aria-label="Recent blog posts">
          <p className="blog-sidebar-title">Recent posts</p>
          <ul>
            {blog?.recent.map((post) => (
              <li key={post.path}><a href={post.path} aria-current={post.path === page.path ? 'page' : undefined}>{post.title}</a></li>
            ))}
          </ul>
          {site.blog && (
            <p className="blog-feeds">
              <a href={`${site.blog.path}/archive`}>Archive</a> · <a href={`${site.blog.path}/tags`}>Tags</a> · <a href={`${site.blog.path}/authors`}>Authors</a> · <a href={site.blog.feeds.rss}>RSS</a> · <a href={site.blog.feeds.atom}>Atom</a>
            </p>
          )}
        </nav>
      </aside>
      <main id="main-content" className="blog-main" tabIndex={-1}>
        <Content {...props} />
      </main>
    </div>
  );
}
