import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../shared/errors.js';
import { loadModule, ModuleCompileError } from '../shared/loadModule.js';
import type { SiteConfig } from '../types.js';
import { validateConfig } from './validateConfig.js';
import { findDocusaurusConfig, isDocusaurusConfig } from '../compat/docusaurus/docusaurusConfigFile.js';

/** Where docsite keeps compiled modules and caches, under the site root. */
export const cacheDirOf = (root: string) => path.join(root, '.docsite-cache');

/**
 * Loads `site.config.ts` (or the given file) with esbuild, validates it and resolves its paths.
 * A folder with no `site.config.ts` but a `docusaurus.config.*` (or such a file given) is a
 * Docusaurus site: its config is translated at the edge (`src/compat/docusaurus`), and with
 * `pluginLifecycles` (the build) its local plugins' `loadContent` and `contentLoaded` run.
 */
export async function loadConfig(configPath: string, options: { pluginLifecycles?: boolean } = {}): Promise<SiteConfig> {
  const docusaurusFile = docusaurusConfigFor(path.resolve(configPath));
  // The Docusaurus adapter loads only for a Docusaurus site.
  if (docusaurusFile) return (await (await import('../compat/docusaurus/loadDocusaurusSite.js')).loadDocusaurusSite(docusaurusFile, options)).site;
  const configFile = path.resolve(configPath);
  const relPath = path.relative(process.cwd(), configFile) || configFile;
  if (!existsSync(configFile)) {
    throw new ConfigError(`config file not found: ${relPath}`, { hint: 'run docsite in the folder holding site.config.ts, or pass --config <file>' });
  }
  let loaded: { default?: unknown };
  try {
    loaded = await loadModule(configFile, { cacheDir: path.join(cacheDirOf(path.dirname(configFile)), 'modules') });
    // A config made asynchronously (`export default makeConfig()` of an async function) is awaited, so its failure reads like any other.
    loaded = { default: await loaded.default };
  } catch (error) {
    if (error instanceof ModuleCompileError) {
      const source = error.location ? { ...error.location, file: path.relative(process.cwd(), error.location.file) } : { file: relPath };
      throw new ConfigError(error.message, { source });
    }
    throw new ConfigError(`could not load ${relPath}`, { source: { file: relPath }, cause: error });
  }
  if (loaded.default === undefined) {
    throw new ConfigError('site config has no default export', { source: { file: relPath }, hint: 'export default defineConfig({ ... })' });
  }
  return validateConfig(loaded.default, { configFile, relPath });
}

/** The Docusaurus config to read instead: the file given, or the one beside a missing `site.config.ts`. */
function docusaurusConfigFor(configFile: string): string | undefined {
  if (isDocusaurusConfig(configFile)) return configFile;
  if (path.basename(configFile) !== 'site.config.ts' || existsSync(configFile)) return undefined;
  return findDocusaurusConfig(path.dirname(configFile));
}
