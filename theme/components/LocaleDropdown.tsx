import type { SiteI18nView } from '../../src/render/pageProps';
import { translate } from '../i18n/themeStrings';

/**
 * The navbar's locale menu (`localeDropdown`): a `<details>` disclosure, so it opens without
 * JavaScript. Each entry leads to its locale's home page; the client points it at the same
 * page in that locale (`client/localeLinks.ts`), which every locale has. The entries' URLs
 * already carry their locale's base (`data-locale-link` keeps the build's base off them), and
 * `hreflang` makes client navigation leave them to the browser: the other locale's page has
 * its own `lang`, `dir` and strings.
 */
export function LocaleDropdown({ i18n }: { i18n: SiteI18nView }) {
  return (
    <details className="version-dropdown locale-dropdown" data-locale-dropdown="">
      <summary className="nav-link" aria-label={`${translate('theme.navbar.mobileLanguageDropdown.label')}: ${i18n.current.label}`}>
        {i18n.current.label}
      </summary>
      <ul className="version-dropdown-menu">
        {i18n.locales.map((locale) => (
          <li key={locale.code}>
            <a data-locale-link={locale.code} href={locale.baseUrl} hrefLang={locale.htmlLang} lang={locale.htmlLang} className={locale === i18n.current ? 'active' : undefined} aria-current={locale === i18n.current ? 'true' : undefined}>
              {locale.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
