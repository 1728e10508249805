import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from './packageRoot.js';

/** The public API's entry in `dist/`: everything (`index.js`), or only `defineConfig` (`siteConfig.js`). */
const FULL_ENTRY = 'dist/index.js';
const CONFIG_ENTRY = 'dist/siteConfig.js';

/** `import … from 'docsite'` statements, with what each imports (re-exports are taken as everything). */
const DOCSITE_IMPORTS = /\b(import|export)\s+([^;]*?)\s*from\s*['"]docsite['"]/g;

/**
 * True when `source` takes nothing from `'docsite'` but `defineConfig` (and types, which esbuild
 * erases): what every site config does. A default or namespace import, a re-export, or any
 * other name needs the whole API.
 */
export function importsOnlyDefineConfig(source: string): boolean {
  for (const [, keyword, clause] of source.matchAll(DOCSITE_IMPORTS)) {
    if (keyword === 'export' || !clause) return false;
    if (/^type\s/.test(clause)) continue;
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    if (names === undefined) return false;
    for (const name of names.split(',').map((part) => part.trim())) {
      if (name && !name.startsWith('type ') && name.split(/\s+as\s+/)[0] !== 'defineConfig') return false;
    }
  }
  return true;
}

/**
 * The file `import … from 'docsite'` in `importer` loads. The whole API pulls in the API proxy
 * and sandbox (the OpenAPI reader, YAML, a Markdown pipeline): some 700 KB of modules that
 * every build evaluated just to read its config, before it could even find itself up to date.
 */
export function docsiteEntry(importer: string): string {
  const root = packageRoot();
  const light = path.join(root, CONFIG_ENTRY);
  let source = '';
  try {
    source = readFileSync(importer, 'utf8');
  } catch {
    return path.join(root, FULL_ENTRY);
  }
  return importsOnlyDefineConfig(source) && existsSync(light) ? light : path.join(root, FULL_ENTRY);
}
