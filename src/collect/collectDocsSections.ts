import type { BuildContext, DocsSectionConfig } from '../types.js';
import { collectDocsVersions, type VersionDocs } from './collectDocsVersions.js';
import type { CollectedSidebars } from './collectSidebars.js';
import { collectVersionSidebars, type ExtraSidebarDocs, type SidebarsContext } from './collectVersionSidebars.js';
import { docsSectionsOf, isFurtherSection, sectionConfig } from './docsSections.js';

/** One docs section's docs, version by version. */
export interface SectionDocs {
  section: DocsSectionConfig;
  versions: VersionDocs[];
}

/**
 * Collects every docs section's versions, each section from its own folders with its own
 * options (`docs` first). A further section's routes say which section they belong to.
 */
export async function collectDocsSections(ctx: BuildContext): Promise<SectionDocs[]> {
  return Promise.all(
    docsSectionsOf(ctx.config).map(async (section) => {
      const versions = await collectDocsVersions({ ...ctx, config: sectionConfig(ctx.config, section) });
      if (isFurtherSection(ctx.config, section)) for (const { docs } of versions) for (const route of docs.routes) route.docsPluginId = section.pluginId;
      return { section, versions };
    }),
  );
}

/**
 * Resolves each section's sidebars against its own docs (a doc id names a doc of the same
 * section and version). The result is the `docs` section's sidebars (the API reference joins
 * them), with every further section's sidebars and category pages added after its own, and
 * each further section's own in `sections`: lookups by sidebar id find `docs`' first.
 */
export function collectSectionSidebars(ctx: SidebarsContext, sections: SectionDocs[], extra: ExtraSidebarDocs): CollectedSidebars {
  const { config } = ctx;
  const [main, ...further] = sections;
  const docs = collectVersionSidebars({ ...ctx, config: sectionConfig(config, main!.section) }, main!.versions, extra);
  if (further.length === 0) return docs;
  const own = new Map<string, CollectedSidebars>();
  for (const { section, versions } of further) {
    const sidebars = collectVersionSidebars({ ...ctx, config: sectionConfig(config, section) }, versions, { sidebarDocs: [], sidebars: {} });
    for (const sidebar of sidebars.sidebars) sidebar.pluginId = section.pluginId;
    for (const index of sidebars.categoryIndexes) index.pluginId = section.pluginId;
    own.set(section.pluginId, sidebars);
  }
  const all = [...own.values()];
  return {
    ...docs,
    sidebars: [...docs.sidebars, ...all.flatMap((sidebars) => sidebars.sidebars)],
    categoryIndexes: [...docs.categoryIndexes, ...all.flatMap((sidebars) => sidebars.categoryIndexes)],
    sections: own,
  };
}
