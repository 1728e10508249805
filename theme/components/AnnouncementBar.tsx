import type { SiteView } from '../../src/render/pageProps';
import { translate } from '../i18n/themeStrings';

/** The configured announcement. A close button exists only when `isCloseable` (spec: this site's bar cannot be closed). */
export function AnnouncementBar({ bar }: { bar: NonNullable<SiteView['announcementBar']> }) {
  return (
    <div
      className="announcement"
      role="region"
      aria-label={translate('docsite.AnnouncementBar.label')}
      data-announcement-id={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-close" aria-label={translate('theme.AnnouncementBar.closeButtonAriaLabel')} data-announcement-close="">
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
