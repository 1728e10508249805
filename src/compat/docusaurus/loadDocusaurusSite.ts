import { existsSync } from 'node:fs';
import path from 'node:path';
import { validateConfig } from '../../config/validateConfig.js';
import { ConfigError } from '../../shared/errors.js';
import type { SiteConfig, UserConfig } from '../../types.js';
import { loadDocusaurusConfig } from './loadDocusaurusConfig.js';
import { resolveDocLinks } from './resolveDocLinks.js';

/** A Docusaurus site read as docsite's config: the resolved config and the user config it came from. */
export interface DocusaurusSite {
  site: SiteConfig;
  /** The translated user config, with navbar doc links resolved (what `docsite migrate` writes). */
  user: UserConfig;
}

/** Loads, translates and validates a Docusaurus config; its warnings travel in `site.configWarnings`. */
export async function loadDocusaurusSite(configFile: string): Promise<DocusaurusSite> {
  const relPath = path.relative(process.cwd(), configFile) || configFile;
  if (!existsSync(configFile)) throw new ConfigError(`config file not found: ${relPath}`);
  const { config, warnings, sidebarsFile, docLinks } = await loadDocusaurusConfig(configFile);
  const validated = validateConfig(config, { configFile, relPath });
  // The docs folder's own version reads the sidebars file too.
  const versions = validated.docs.versions.map((version) => (version.dir === validated.docs.dir ? { ...version, sidebarsFile } : version));
  const site: SiteConfig = { ...validated, docs: { ...validated.docs, sidebarsFile, versions }, configWarnings: [...warnings, ...(validated.configWarnings ?? [])] };
  // The resolved config shares the navbar items with the user config: both get the doc routes.
  await resolveDocLinks(site, docLinks);
  return { site, user: config };
}
