import path from 'node:path';
import type { ComponentType } from 'react';
import { isDocusaurusConfig } from '../compat/docusaurus/docusaurusConfigFile.js';
import { swizzledComponentWarnings } from '../compat/docusaurus/swizzledComponents.js';
import { cacheDirOf } from '../config/loadConfig.js';
import { themeOverridesDir } from '../config/themeOverridesDir.js';
import { compileModule, ModuleCompileError } from '../shared/loadModule.js';
import type { Diagnostic, SiteConfig } from '../types.js';
import { overridableComponents } from './themeComponents.js';
import { findThemeOverrides, overrideCompileError, themeOverrideFiles, themeOverridePlugin, unusedOverrideWarnings } from './themeOverrides.js';
import type { FilePieces } from '../write/filePieces.js';
import type { PageProps } from './pageProps.js';
import type { SharedFragment } from './renderSite.js';
import type { SiteModel } from './siteModel.js';
import { loadAdmonitionParser } from './renderAdmonitionOverride.js';

/** The theme module's exports the render stage uses. */
export interface Theme {
  Root: ComponentType<PageProps>;
  createMdxComponents(scope: SiteModel['scope']): Record<string, unknown>;
  /** The `@theme/*` and `@docusaurus/*` modules pages may import, by id (see `DOCUSAURUS_MODULES`). */
  createDocusaurusModules?(site: PageProps['site'], customFields: Record<string, unknown>, globalData?: Record<string, Record<string, unknown>>, mdxComponents?: Record<string, unknown>): Record<string, unknown>;
  /** The site's config as Docusaurus gives it to pages (`siteConfig`, a React page's `config` prop). */
  docusaurusSiteConfig?(site: PageProps['site'], customFields: Record<string, unknown>): Record<string, unknown>;
  /** An admonition type's title in the locale being built, for `:::type` blocks that give none (see `fillAdmonitionTitles`). */
  admonitionTitle?(type: string): string;
  /** The `title` and `description` a page gave `@theme/Layout` while it rendered, if any. */
  takeLayoutMeta?(): { title?: string; description?: string };
  /** What the content rendered since the last call declared to Docusaurus's link checker: the links `<Link>` rendered and the anchors `useBrokenLinks().collectAnchor` named. */
  takeCollectedLinks?(): { links: string[]; anchors: string[] };
  /** Tab ids are numbered per page from `next` (0 when not given), so a page's output does not depend on the pages before it. */
  resetTabIds?: (next?: number) => void;
  /** The path (with the base) of the page whose content renders next, which `@docusaurus/router`'s `useLocation()` gives. */
  setPageLocation?: (pathname: string) => void;
  /** How many tab ids were numbered since the last reset. */
  tabIdsUsed?: () => number;
  /**
   * Called before a site renders, so nothing of an earlier build in this process carries over;
   * given the site's `baseUrl`, which the theme puts on every root-relative URL it finishes,
   * and the theme strings of the locale it builds (`I18nConfig.strings`).
   */
  startSite?: (baseUrl: string, strings?: Readonly<Record<string, string>>, locale?: string) => void;
  /**
   * The final HTML of a rendered page. A theme may defer shared parts, such as the sidebar, to
   * here, and give them as slices of one shared text (see `FilePieces`) rather than copies.
   */
  finishPage?: (html: string) => string | FilePieces;
  /** The HTML of those deferred parts, once each, for the link check. */
  sharedFragments?: () => SharedFragment[];
  /** Files the finished pages refer to (a trimmed sidebar's shared file), to write once every page is finished. */
  assetFiles?: () => AssetFile[];
}

/** A file a theme asks the build to write beside the pages: a path in the output folder and its text. */
export interface AssetFile {
  file: string;
  text: string;
}

/**
 * Compiles the site's theme (`index.tsx` of the theme folder) with esbuild, React left
 * shared, and returns the URL to import it from. Small on purpose: the build starts it before
 * loading the rest of the pipeline, so esbuild works on another core while this one loads
 * modules and collects the content. The site's overrides (`src/theme/<Component>.tsx`) are
 * bundled in place of the theme's components; each file there that is not used is one
 * warning in `diagnostics` (on a Docusaurus site, each swizzled component).
 */
export async function compileTheme(config: SiteConfig, diagnostics: Diagnostic[] = []): Promise<string> {
  const entry = path.join(config.themeDir, 'index.tsx');
  const cacheDir = path.join(cacheDirOf(config.root), 'modules');
  const files = await themeOverrideFiles(config);
  if (files.length === 0) return compileModule(entry, { cacheDir });
  if (isDocusaurusConfig(config.configFile)) {
    diagnostics.push(...swizzledComponentWarnings(files, config.root, themeOverridesDir(config)));
    return compileModule(entry, { cacheDir });
  }
  const components = overridableComponents(config.themeDir);
  const overrides = await findThemeOverrides(files, components, config.root);
  let used: string[] = [];
  const plugins = [themeOverridePlugin({ overrides, components, themeDir: config.themeDir, root: config.root })];
  const url = await compileModule(entry, { cacheDir, plugins, onInputs: (inputs) => (used = inputs) }).catch((error: unknown) => {
    const inOverride = error instanceof ModuleCompileError && error.location?.file.startsWith(themeOverridesDir(config) + path.sep);
    throw inOverride ? overrideCompileError(error.message, error.location, config.root) : error;
  });
  diagnostics.push(...unusedOverrideWarnings(files, new Set(used), components, config.root));
  return url;
}

/** Imports the compiled theme; with the parser an Admonition override renders with when the site has overrides. */
export async function importTheme(url: string, config: Pick<SiteConfig, 'root'>): Promise<Theme> {
  const [theme, overrides] = await Promise.all([import(url) as Promise<Theme>, themeOverrideFiles(config)]);
  if (overrides.length) await loadAdmonitionParser();
  return theme;
}
