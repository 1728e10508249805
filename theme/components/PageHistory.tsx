import type { PageHistory as History } from '../../src/render/pageProps';
import { ExternalLink } from './ExternalLink';
import { formatShortDate } from './formatShortDate';
import { translate } from '../i18n/themeStrings';

/**
 * The end of a doc or blog post: "Edit this page" and when and by whom it was last updated.
 * The date is the UTC day, rendered on the server, so a build reads the same anywhere.
 */
export function PageHistory({ history }: { history?: History }) {
  if (!history) return null;
  const { editUrl, lastUpdatedAt, lastUpdatedBy } = history;
  const author = lastUpdatedBy && <span className="page-last-update-author">{lastUpdatedBy}</span>;
  return (
    <div className="page-history">
      {editUrl && <ExternalLink href={editUrl} className="page-edit-link">{translate('theme.common.editThisPage')}</ExternalLink>}
      {/* Whole phrases as one text each: React marks adjacent text nodes with comments. */}
      {lastUpdatedAt ? (
        <p className="page-last-update">
          {translate('docsite.lastUpdated.on')}
          <time dateTime={lastUpdatedAt}>{formatShortDate(lastUpdatedAt)}</time>
          {author && translate('docsite.lastUpdated.by')}
          {author}
        </p>
      ) : (
        author && <p className="page-last-update">{translate('docsite.lastUpdated.byOnly')}{author}</p>
      )}
    </div>
  );
}
