import type { SiteVersionView } from '../../src/render/pageProps';

/**
 * The navbar's docs version menu (`docsVersionDropdown`): a `<details>` disclosure, so it
 * opens without JavaScript. Each entry leads to its version's main page; on a docs page the
 * client points it at the same page in that version (the page's `data-version-alternates`,
 * see `client/docsVersions.ts`), and choosing one saves it as the preferred version.
 */
export function VersionDropdown({ versions, current }: { versions: SiteVersionView[]; current: SiteVersionView }) {
  return (
    <details className="version-dropdown" data-version-dropdown="">
      <summary className="nav-link" aria-label={`Docs version: ${current.label}`}>{current.label}</summary>
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
