import type { SiteI18nView } from '../../src/render/pageProps';
import { translate } from '../i18n/themeStrings';

/**
 * The notice above a page its locale has not translated: the page is the default locale's,
 * written in that language (its own `lang`, so it is read aloud as such).
 */
export function UntranslatedNotice({ i18n }: { i18n?: SiteI18nView }) {
  if (!i18n) return null;
  return (
    <div className="untranslated-notice admonition admonition-info" role="note" data-untranslated="">
      <p>{translate('docsite.untranslated.notice', { language: i18n.defaultLocale.label })}</p>
    </div>
  );
}
