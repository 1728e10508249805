import type { PostSummary } from '../../../src/render/pageProps';
import { translate } from '../../i18n/themeStrings';

/** A post's tags as pills linking to their tag pages. */
export function TagList({ tags }: { tags: PostSummary['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={translate('docsite.TagList.label')}>
      {tags.map((tag) => (
        <li key={tag.path}><a className="tag" href={tag.path}>{tag.label}</a></li>
      ))}
    </ul>
  );
}
