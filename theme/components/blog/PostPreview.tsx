import type { PostSummary } from '../../../src/render/pageProps';
import { PostMeta } from './PostMeta';
import { TagList } from './TagList';
import { translate } from '../../i18n/themeStrings';

/** A post in a list: title, meta, the excerpt (before the truncate marker), tags and "Read more". */
export function PostPreview({ post }: { post: PostSummary }) {
  return (
    <article className="post-preview">
      <h2><a href={post.path}>{post.title}</a></h2>
      <PostMeta post={post} />
      {post.excerptHtml && <div className="markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />}
      <footer className="post-preview-footer">
        <TagList tags={post.tags} />
        {post.truncated && <a className="read-more" href={post.path} aria-label={translate('theme.blog.post.readMoreLabel', { title: post.title })}>{translate('theme.blog.post.readMore')}</a>}
      </footer>
    </article>
  );
}
