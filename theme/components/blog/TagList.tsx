import type { PostSummary } from '../../../src/render/pageProps';

/** A post's tags as pills linking to their tag pages. */
export function TagList({ tags }: { tags: PostSummary['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.path}><a className="tag" href={tag.path}>{tag.label}</a></li>
      ))}
    </ul>
  );
}
