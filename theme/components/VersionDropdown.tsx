import type { SiteVersionView } from '../../src/render/pageProps';
import { translate } from '../i18n/themeStrings';

/**
 * The navbar's docs version menu (`docsVersionDropdown`): a `<details>` disclosure, so it
 * opens without JavaScript. Each entry leads to its version's main page; on a docs page the
 * client points it at the same page in that version (the page's `data-version-alternates`,
 * see `client/docsVersions.ts`), and choosing one saves it as the preferred version (of its
 * docs section: `pluginId`, none for the docs).
 */
export function VersionDropdown({ versions, current, pluginId }: { versions: SiteVersionView[]; current: SiteVersionView; pluginId?: string }) {
  return (
    <details className="version-dropdown" data-version-dropdown="" data-docs-plugin={pluginId}>
      <summary className="nav-link" aria-label={translate('docsite.VersionDropdown.label', { versionLabel: current.label })}>{current.label}</summary>
      <ul className="version-dropdown-menu">
        {versions.map((version) => (
          <li key={version.name}>
            <a href={version.entry} data-version-link={version.name} className={version === current ? 'active' : undefined} aria-current={version === current ? 'true' : undefined}>
              {version.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
