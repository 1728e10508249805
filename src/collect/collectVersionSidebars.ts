import type { BuildContext, DocRoute, SidebarItem } from '../types.js';
import { DiagnosticsError } from '../shared/errors.js';
import { checkDocReferences } from './checkDocReferences.js';
import { versionConfig, type VersionDocs } from './collectDocsVersions.js';
import { collectSidebars, type CollectedSidebars } from './collectSidebars.js';
import type { SidebarDoc } from './sidebarTypes.js';
import { sidebarLabels } from './sidebarLabels.js';
import { checkSidebarTranslationIds } from './sidebarTranslationIds.js';

/** What resolving sidebars needs of the build: the (section's) config, and where to report unread sidebar translations. */
export type SidebarsContext = Pick<BuildContext, 'config' | 'diagnostics'>;

/** Pages docsite adds to the last version's sidebars: the API reference's (see `collectOperations`). */
export interface ExtraSidebarDocs {
  sidebarDocs: SidebarDoc[];
  sidebars: Record<string, SidebarItem[]>;
}

/** Whether this pass builds a locale other than the default one. */
const isTranslatedLocale = (config: SidebarsContext['config']) => config.i18n !== undefined && config.i18n.current !== config.i18n.defaultLocale;

/** A doc as sidebars list it. */
function sidebarEntryOf(route: DocRoute): SidebarDoc {
  const { frontmatter } = route.content;
  return {
    docId: route.docId,
    path: route.path,
    label: frontmatter.sidebar_label ?? route.title,
    position: frontmatter.sidebar_position ?? route.prefixPosition,
    ...(frontmatter.unlisted && { unlisted: true }),
    ...(frontmatter.sidebar_class_name && { className: frontmatter.sidebar_class_name }),
  };
}

/**
 * Resolves each version's sidebars against its own docs (a doc id names a doc of the same
 * version; its category pages sit under the version's path), and checks each version's
 * frontmatter references against them. The API reference joins the last version. With one
 * version the result is that version's sidebars; with several, the last version's (which the
 * navbar and the API pages read) with every version's sidebars and category pages added,
 * and each version's own in `versions`. Each version's labels are translated from its own
 * file in the locale being built; a message no item read is warned.
 */
export function collectVersionSidebars({ config, diagnostics }: SidebarsContext, versions: VersionDocs[], extra: ExtraSidebarDocs): CollectedSidebars {
  const several = versions.length > 1;
  const errors = [];
  const duplicates = [];
  const byVersion = new Map<string, CollectedSidebars>();
  for (const { version, docs } of versions) {
    const entries = docs.routes.map(sidebarEntryOf);
    const own = version.isLast ? extra : { sidebarDocs: [], sidebars: {} };
    const labels = sidebarLabels(version.sidebarTranslations);
    const ofVersion = versionConfig(config, version);
    const checked = checkSidebarTranslationIds(labels, ofVersion, new Set(Object.keys(own.sidebars)));
    const sidebars = collectSidebars({ config: ofVersion, docs: [...entries, ...own.sidebarDocs], categories: docs.categories, generated: own.sidebars, labels: checked.labels });
    diagnostics.push(...labels.unusedWarnings());
    // As Docusaurus, only the build of a translated locale fails on a shared id (the default locale's reads no messages).
    if (isTranslatedLocale(config)) duplicates.push(...checked.duplicates());
    errors.push(...checkDocReferences(docs.routes, sidebars));
    if (several) {
      for (const sidebar of sidebars.sidebars) sidebar.version = version.name;
      for (const index of sidebars.categoryIndexes) index.version = version.name;
    }
    byVersion.set(version.name, sidebars);
  }
  if (errors.length) throw new DiagnosticsError(`${errors.length} frontmatter reference${errors.length === 1 ? '' : 's'} to nothing`, errors);
  if (duplicates.length) throw new DiagnosticsError(`${duplicates.length} sidebar translation id${duplicates.length === 1 ? '' : 's'} shared by several items`, duplicates);
  const last = byVersion.get(versions.find(({ version }) => version.isLast)!.version.name)!;
  if (!several) return last;
  const all = [...byVersion.values()];
  // The last version's sidebars first: lookups by sidebar id (the navbar's) find them.
  const others = all.filter((sidebars) => sidebars !== last);
  return {
    ...last,
    sidebars: [...last.sidebars, ...others.flatMap((sidebars) => sidebars.sidebars)],
    categoryIndexes: all.flatMap((sidebars) => sidebars.categoryIndexes),
    versions: byVersion,
  };
}
