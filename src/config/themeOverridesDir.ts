import path from 'node:path';
import type { SiteConfig } from '../types.js';

/** Where a site puts its theme overrides, from its root (the folder of Docusaurus's swizzled components). */
export const THEME_OVERRIDES_FOLDER = 'src/theme';

/** The site's theme overrides folder, absolute (read by the theme's compile, the up-to-date check and `docsite dev`). */
export const themeOverridesDir = (config: Pick<SiteConfig, 'root'>) => path.join(config.root, THEME_OVERRIDES_FOLDER);
