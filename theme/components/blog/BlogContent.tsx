import type { PageProps } from '../../../src/render/pageProps';
import { PageHistory } from '../PageHistory';
import { Paginator } from '../Paginator';
import { TableOfContents } from '../TableOfContents';
import { formatDate } from './formatDate';
import { PostMeta } from './PostMeta';
import { PostPreview } from './PostPreview';
import { TagList } from './TagList';
import { translate, translatePlural } from '../../i18n/themeStrings';

/** The main column of a blog page: a post, the list (paged), archive, authors, tags or one tag. */
export function BlogContent({ page, blog, site }: PageProps) {
  if (!blog) return null;
  switch (page.kind) {
    case 'blog-post':
      // The page history follows the article: search and Markdown twins read the article only.
      return (
        <>
          <article className="markdown blog-post">
            <h1>{page.title}</h1>
            {blog.post && <PostMeta post={blog.post} />}
            {!page.hideToc && page.toc.length > 0 && <TableOfContents toc={page.toc} variant="mobile" />}
            <div dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
            {blog.post && blog.post.tags.length > 0 && (
              <footer className="blog-post-footer">
                <span className="blog-post-footer-label">{translate('theme.tags.tagsListLabel')}</span>
                <TagList tags={blog.post.tags} />
              </footer>
            )}
          </article>
          <PageHistory history={page.history} />
          {blog.markdownTwin && (
            <p className="page-markdown">
              <a href={`${page.path}.md`} type="text/markdown">{translate('docsite.viewAsMarkdown')}</a>
              <button type="button" className="copy-markdown" data-copy-markdown={`${page.path}.md`}>{translate('docsite.copyPageAsMarkdown')}</button>
            </p>
          )}
        </>
      );
    case 'blog-archive':
      return (
        <>
          <header className="blog-header markdown"><h1>{page.title}</h1><p>{translate('docsite.blog.archiveLead')}</p></header>
          {blog.years?.map((year) => (
            <section key={year.year} className="archive-year" aria-labelledby={`year-${year.year}`}>
              <h2 id={`year-${year.year}`}>{year.year}</h2>
              <ul className="archive-list">
                {year.posts.map((post) => (
                  <li key={post.path}><time dateTime={post.date}>{formatDate(post.date)}</time><a href={post.path}>{post.title}</a></li>
                ))}
              </ul>
            </section>
          ))}
        </>
      );
    case 'blog-authors':
      return (
        <>
          <header className="blog-header markdown"><h1>{page.title}</h1><p>{translate('docsite.blog.authorsLead')}</p></header>
          <ul className="card-grid">
            {blog.authors?.map((author) => (
              <li key={author.key} className="card">
                <h2 className="card-title">{author.url ? <a href={author.url} rel="author">{author.name}</a> : author.name}</h2>
                {author.title && <p className="card-description">{author.title}</p>}
                <p className="card-description">{translatePlural('theme.blog.post.plurals', author.postCount, { count: author.postCount })}</p>
              </li>
            ))}
          </ul>
        </>
      );
    case 'blog-tags':
      return (
        <>
          <header className="blog-header markdown"><h1>{page.title}</h1><p>{translate('docsite.blog.tagsLead')}</p></header>
          <ul className="tag-index">
            {blog.tags?.map((tag) => (
              <li key={tag.path}><a className="tag" href={tag.path}>{tag.label} <span className="tag-count">{tag.count}</span></a>{tag.description && <span>{tag.description}</span>}</li>
            ))}
          </ul>
        </>
      );
    default:
      return (
        <>
          <header className="blog-header markdown">
            <h1>{page.kind === 'blog-tag' ? page.title : ((blog.section ?? site.blog)?.title ?? page.title)}</h1>
            {page.kind === 'blog-tag' && blog.tag?.description && <p>{blog.tag.description}</p>}
            {page.kind === 'blog-tag' && <p><a href={`${(blog.section ?? site.blog)?.path}/tags`}>{translate('theme.tags.tagsPageLink')}</a></p>}
          </header>
          {blog.posts?.map((post) => <PostPreview key={post.path} post={post} />)}
          {blog.pagination && <Paginator previous={blog.pagination.previous ? { label: translate('theme.blog.paginator.newerEntries'), href: blog.pagination.previous } : undefined} next={blog.pagination.next ? { label: translate('theme.blog.paginator.olderEntries'), href: blog.pagination.next } : undefined} label={translate('theme.blog.paginator.navAriaLabel')} />}
        </>
      );
  }
}
