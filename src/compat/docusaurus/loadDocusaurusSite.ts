import { existsSync } from 'node:fs';
import path from 'node:path';
import { validateConfig } from '../../config/validateConfig.js';
import { ConfigError } from '../../shared/errors.js';
import type { DocsSectionConfig, SiteConfig, UserConfig } from '../../types.js';
import { loadDocusaurusConfig, type DocusaurusLoadOptions } from './loadDocusaurusConfig.js';
import { resolveDocLinks } from './resolveDocLinks.js';

/** A Docusaurus site read as docsite's config: the resolved config and the user config it came from. */
export interface DocusaurusSite {
  site: SiteConfig;
  /** The translated user config, with navbar doc links resolved (what `docsite migrate` writes). */
  user: UserConfig;
}

/** Loads, translates and validates a Docusaurus config; its warnings travel in `site.configWarnings`, what its plugins gave in `site.pluginData`. */
export async function loadDocusaurusSite(configFile: string, options: DocusaurusLoadOptions = {}): Promise<DocusaurusSite> {
  const relPath = path.relative(process.cwd(), configFile) || configFile;
  if (!existsSync(configFile)) throw new ConfigError(`config file not found: ${relPath}`);
  const { config, warnings, sidebarsFile, sectionSidebarsFiles, docLinks, pluginData, pluginFiles } = await loadDocusaurusConfig(configFile, options);
  const validated = validateConfig(config, { configFile, relPath });
  const docsSections = validated.docsSections?.map((section) => withSidebarsFile(section, sectionSidebarsFiles.get(section.pluginId)));
  const site: SiteConfig = { ...validated, docs: withSidebarsFile(validated.docs, sidebarsFile), ...(docsSections && { docsSections }), configWarnings: [...warnings, ...(validated.configWarnings ?? [])], ...(pluginData && { pluginData }), ...(pluginFiles.length && { localPluginFiles: pluginFiles }) };
  // The resolved config shares the navbar items with the user config: both get the doc routes.
  await resolveDocLinks(site, docLinks);
  return { site, user: config };
}

/** A section with the sidebars file it was read from (messages name its lines): the docs folder's own version reads it too. */
function withSidebarsFile(section: DocsSectionConfig, sidebarsFile: string | undefined): DocsSectionConfig {
  const versions = section.versions.map((version) => (version.dir === section.dir ? { ...version, sidebarsFile } : version));
  return { ...section, sidebarsFile, versions };
}
