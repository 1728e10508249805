import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The theme folders whose components a site may override: one component per file. */
const COMPONENT_FOLDERS = ['components', 'layouts'];

/**
 * Theme modules that are machinery rather than markup: `SharedMarkup` splices the navbar and
 * footer into every page and `IslandProps` hands props to the browser; a replacement would
 * break the pages, not restyle them.
 */
const INTERNAL = new Set(['SharedMarkup', 'IslandProps']);

/**
 * The theme components a site can replace, by name, each with its file: every `.tsx` file
 * under the theme's `components/` and `layouts/` (subfolders included) that exports a
 * function named after the file (`components/blog/PostMeta.tsx` exports `PostMeta`). Read
 * from the theme itself, so the list cannot fall behind it.
 */
export function overridableComponents(themeDir: string): Map<string, string> {
  const components = new Map<string, string>();
  for (const folder of COMPONENT_FOLDERS) {
    const dir = path.join(themeDir, folder);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx')).sort();
    for (const relative of files) {
      const name = path.basename(relative, '.tsx');
      const file = path.join(dir, relative);
      if (/^[A-Z]/.test(name) && !INTERNAL.has(name) && exportsFunction(readFileSync(file, 'utf8'), name)) components.set(name, file);
    }
  }
  return components;
}

const exportsFunction = (source: string, name: string) => new RegExp(`^export function ${name}\\b`, 'm').test(source);
