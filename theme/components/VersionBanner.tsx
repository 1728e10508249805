import type { DocVersionView } from '../../src/render/pageProps';

/**
 * The notice above a page of an unreleased or unmaintained docs version, in Docusaurus's
 * words, linking to the same page in the latest version (else its main page). Following the
 * link saves the latest version as the preferred one (`data-version-link`) of the page's docs
 * section (`pluginId`, none for the docs).
 */
export function VersionBanner({ version, siteTitle, pluginId }: { version: DocVersionView; siteTitle: string; pluginId?: string }) {
  if (version.banner === 'none') return null;
  const notice =
    version.banner === 'unreleased'
      ? `This is unreleased documentation for ${siteTitle} ${version.label} version.`
      : `This is documentation for ${siteTitle} ${version.label}, which is no longer actively maintained.`;
  return (
    <div className="version-banner admonition admonition-warning" role="note" data-version-banner={version.banner} data-docs-plugin={pluginId}>
      <p>{notice}</p>
      <p>
        For up-to-date documentation, see the <a href={version.latest.href} data-version-link={version.latest.name}><b>latest version</b></a> ({version.latest.label}).
      </p>
    </div>
  );
}
