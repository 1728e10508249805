import { translate } from '../i18n/themeStrings';

/**
 * The page's docs version beside the breadcrumbs, in Docusaurus's words and id
 * (`theme.docs.versionBadge.label`, "Version: {versionLabel}"), so a locale's `code.json`
 * translates it. The words around the label are in `version-badge-prefix` spans, which narrow
 * screens hide (sidebar.css): there the badge shows the label alone, in any locale's word order.
 */
export function VersionBadge({ label }: { label: string }) {
  const [before = '', after = ''] = translate('theme.docs.versionBadge.label', { versionLabel: '\u0000' }).split('\u0000');
  return (
    <span className="version-badge" data-docs-version={label}>
      {before && <span className="version-badge-prefix">{before}</span>}
      {label}
      {after && <span className="version-badge-prefix">{after}</span>}
    </span>
  );
}
