import { existsSync } from 'node:fs';
import path from 'node:path';
import { bundleModule } from '../../compile/modules/bundleModule.js';
import { themeOverridesDir } from '../../config/themeOverridesDir.js';
import { compilePlainMdx } from '../../render/renderContent.js';
import { runModule, type ModuleTable } from '../../render/runModule.js';
import { posixRelative } from '../../collect/walkFiles.js';
import { ContentError } from '../../shared/errors.js';
import type { Diagnostic, SiteConfig } from '../../types.js';
import { isDocusaurusConfig } from './docusaurusConfigFile.js';

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/**
 * A Docusaurus site's swizzled `src/theme/MDXComponents` (`MDXComponents.tsx` or
 * `MDXComponents/index.tsx`, and the other script extensions), absolute; undefined when it has none.
 */
export function swizzledMdxComponentsFile(config: Pick<SiteConfig, 'root' | 'configFile'>): string | undefined {
  if (!isDocusaurusConfig(config.configFile)) return undefined;
  const base = path.join(themeOverridesDir(config), 'MDXComponents');
  return [...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`))].find((file) => existsSync(file));
}

/** A loaded swizzled MDXComponents: its components, the CSS it imports, and what its bundle read and names. */
export interface SwizzledMdxComponents {
  components: Record<string, unknown>;
  /** The CSS its imports brought (CSS modules scoped as in its markup), for every page its components may render in; '' when none. */
  css: string;
  warnings: Diagnostic[];
  /** The files it imports, hashed, for the up-to-date check (see `ModuleBundle.dependencies`). */
  dependencies?: Record<string, string>;
  /** Files its CSS names by a relative `url()` (fonts), written with the site (see `ModuleBundle.assets`). */
  assets?: Record<string, string>;
}

/**
 * The components MDX pages get on a Docusaurus site that swizzled `MDXComponents`: its default
 * export, bundled as a page's imports are and run with the theme's modules, where
 * `@theme-original/MDXComponents` is docsite's own components (`original`), so a swizzle that
 * spreads the original and adds its own (typescript-eslint's `RuleAttributes`) works as in
 * Docusaurus. The CSS it and its components import (`*.module.css`) comes with it, as an MDX
 * page's imported CSS does. Fails naming the file when it does not compile, run, or export an object.
 */
export async function loadSwizzledMdxComponents(file: string, config: SiteConfig, modules: ModuleTable): Promise<SwizzledMdxComponents> {
  const source = { file: posixRelative(config.root, file) };
  const fail = (message: string, cause?: unknown) => new ContentError(`swizzled MDXComponents: ${message}`, { source, cause });
  let bundle;
  try {
    bundle = await bundleModule({ file }, { root: config.root, compileMdx: compilePlainMdx, aliases: config.moduleAliases });
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw fail(`could not compile: ${(error as Error).message}`, error);
  }
  let exported: Record<string, unknown>;
  try {
    exported = runModule(bundle.code, file, {}, modules);
  } catch (error) {
    throw fail(`error while loading: ${(error as Error).message}`, error);
  }
  const components = exported.default;
  if (!components || typeof components !== 'object') throw fail('its default export is not an object of components');
  return { components: components as Record<string, unknown>, css: bundle.css, warnings: bundle.warnings, dependencies: bundle.dependencies, ...(bundle.assets && { assets: bundle.assets }) };
}
