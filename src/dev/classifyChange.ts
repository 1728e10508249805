import path from 'node:path';
import type { SiteConfig } from '../types.js';

/** What a changed file means for the next build. */
export type ChangeKind = 'content' | 'openapi' | 'theme' | 'config' | 'static';

/** Routes a change by its top folder (content, openapi, theme) or the config file itself. */
export function classifyChange(file: string, root: string, configFile: string, themeDir: string): ChangeKind {
  if (path.resolve(file) === path.resolve(configFile)) return 'config';
  if (path.resolve(file).startsWith(path.resolve(themeDir) + path.sep)) return 'theme';
  const top = path.relative(root, file).split(path.sep)[0];
  if (top === 'openapi') return 'openapi';
  if (top === 'static') return 'static';
  return 'content';
}

/**
 * True for a stylesheet that goes into the client bundle's one stylesheet: the theme's CSS and
 * the site's `customCss`. A rebuild after changes to those alone changes the pages' stylesheet
 * link and nothing else, so open pages swap the stylesheet instead of reloading (a page's own
 * CSS import is inlined into that page, which must reload).
 */
export function isBundledStylesheet(file: string, config: Pick<SiteConfig, 'themeDir' | 'customCss'>): boolean {
  if (!file.endsWith('.css')) return false;
  const resolved = path.resolve(file);
  return resolved.startsWith(path.resolve(config.themeDir) + path.sep) || config.customCss.some((css) => path.resolve(css) === resolved);
}
