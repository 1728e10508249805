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

/**
 * The components MDX pages get on a Docusaurus site that swizzled `MDXComponents`: its default
 * export, bundled as a page's imports are and run with the theme's modules, where
 * `@theme-original/MDXComponents` is docsite's own components (`original`), so a swizzle that
 * spreads the original and adds its own (typescript-eslint's `RuleAttributes`) works as in
 * Docusaurus. Fails naming the file when it does not compile, run, or export an object.
 */
export async function loadSwizzledMdxComponents(file: string, config: SiteConfig, modules: ModuleTable): Promise<{ components: Record<string, unknown>; warnings: Diagnostic[] }> {
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
  // Its stylesheets would need a place in every MDX page's CSS, which pages do not share yet.
  const cssWarning: Diagnostic[] = bundle.css ? [{ severity: 'warning', code: 'swizzled-component-css', message: 'swizzled MDXComponents is used, but the CSS it imports is not added to the pages', source }] : [];
  return { components: components as Record<string, unknown>, warnings: [...bundle.warnings, ...cssWarning] };
}
