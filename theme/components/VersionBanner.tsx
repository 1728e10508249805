import type { DocVersionView } from '../../src/render/pageProps';
import { translate, translateNodes } from '../i18n/themeStrings';

/**
 * The notice above a page of an unreleased or unmaintained docs version, in Docusaurus's
 * words and ids (a locale's `code.json` translates them as it does Docusaurus's), linking to
 * the same page in the latest version (else its main page). Following the link saves the
 * latest version as the preferred one (`data-version-link`) of the page's docs section
 * (`pluginId`, none for the docs).
 */
export function VersionBanner({ version, siteTitle, pluginId }: { version: DocVersionView; siteTitle: string; pluginId?: string }) {
  if (version.banner === 'none') return null;
  const values = { siteTitle, versionLabel: version.label };
  const notice = version.banner === 'unreleased' ? translate('theme.docs.versions.unreleasedVersionLabel', values) : translate('theme.docs.versions.unmaintainedVersionLabel', values);
  const latestVersionLink = (
    <a href={version.latest.href} data-version-link={version.latest.name}>
      <b>{translate('theme.docs.versions.latestVersionLinkLabel')}</b>
    </a>
  );
  return (
    <div className="version-banner admonition admonition-warning" role="note" data-version-banner={version.banner} data-docs-plugin={pluginId}>
      <p>{notice}</p>
      <p>{translateNodes('theme.docs.versions.latestVersionSuggestionLabel', { latestVersionLink, versionLabel: version.latest.label })}</p>
    </div>
  );
}
