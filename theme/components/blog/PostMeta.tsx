import type { PostSummary } from '../../../src/render/pageProps';
import { formatDate } from './formatDate';
import { translate, translatePlural } from '../../i18n/themeStrings';

const initials = (name: string) => name.split(/\s+/).map((part) => part[0]).slice(0, 2).join('').toUpperCase();

/**
 * Date, reading time and authors of a post. Authors show initials rather than a photo:
 * the site fetches no image from another host.
 */
export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <div className="post-meta">
      <p>
        <time dateTime={post.date}>{formatDate(post.date)}</time>{post.readingMinutes !== undefined && ` · ${translatePlural('theme.blog.post.readingTime.plurals', post.readingMinutes, { readingTime: post.readingMinutes })}`}
      </p>
      {post.authors.length > 0 && (
        <ul className="post-authors" aria-label={translate('docsite.PostMeta.authorsLabel')}>
          {post.authors.map((author) => (
            <li key={author.key}>
              <span className="post-author-avatar" aria-hidden="true">{initials(author.name)}</span>
              <span>
                <span className="post-author-name">{author.url ? <a href={author.url} rel="author">{author.name}</a> : author.name}</span>
                {author.title && <span className="post-author-title">{author.title}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
