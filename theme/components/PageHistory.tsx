import type { PageHistory as History } from '../../src/render/pageProps';
import { ExternalLink } from './ExternalLink';
import { formatShortDate } from './formatShortDate';

/**
 * The end of a doc or blog post: "Edit this page" and when and by whom it was last updated.
 * The date is the UTC day, rendered on the server, so a build reads the same anywhere.
 */
export function PageHistory({ history }: { history?: History }) {
  if (!history) return null;
  const { editUrl, lastUpdatedAt, lastUpdatedBy } = history;
  return (
    <div className="page-history">
      {editUrl && <ExternalLink href={editUrl} className="page-edit-link">Edit this page</ExternalLink>}
      {(lastUpdatedAt || lastUpdatedBy) && (
        <p className="page-last-update">
          Last updated
          {lastUpdatedAt && <> on <time dateTime={lastUpdatedAt}>{formatShortDate(lastUpdatedAt)}</time></>}
          {lastUpdatedBy && <> by <span className="page-last-update-author">{lastUpdatedBy}</span></>}
        </p>
      )}
    </div>
  );
}
