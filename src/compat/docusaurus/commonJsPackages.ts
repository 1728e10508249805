import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** React's packages: required from docsite's own install (see `loadModule`), never the site's, so one React renders. */
const SHARED_REACT = /^react(-dom)?(\/|$)/;

/** The nearest package.json above `file`, parsed, with its folder; undefined when none can be read. */
function nearestPackage(file: string): { dir: string; json: Record<string, unknown> } | undefined {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate)) {
      try {
        return { dir, json: JSON.parse(readFileSync(candidate, 'utf8')) as Record<string, unknown> };
      } catch {
        return undefined;
      }
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The package.json of the installed package `file` belongs to (the folder after its last `node_modules/`), parsed. */
function installedPackageJson(file: string): Record<string, unknown> | undefined {
  const parts = file.split(path.sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const nameParts = parts[at + 1]?.startsWith('@') ? 2 : 1;
  const root = parts.slice(0, at + 1 + nameParts).join(path.sep);
  try {
    return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * Whether the installed package file `file` (what `require` resolves an import to) is CommonJS
 * that Node's ES module loader should not run: a `.cjs` file, or a `.js` file whose package is
 * not `"type": "module"`. A package whose `exports` has an `import` condition ships its own ES
 * build for `import`, which Node picks; it is not counted (nor `.mjs`, JSON or a file outside
 * `node_modules`).
 */
export function isCommonJsFile(file: string): boolean {
  if (!/[/\\]node_modules[/\\]/.test(file) || !/\.c?js$/.test(file)) return false;
  const exportsField = installedPackageJson(file)?.exports;
  if (exportsField !== undefined && JSON.stringify(exportsField).includes('"import"')) return false;
  if (file.endsWith('.cjs')) return true;
  return nearestPackage(file)?.json.type !== 'module';
}

/**
 * Whether a bare import should be `require`d rather than left to Node's ES module loader, which
 * gives a CommonJS package's named exports only where its export lexer finds them
 * (`import * as lz from 'lz-string'` gets no `compressToEncodedURIComponent`), where webpack and
 * the loader Docusaurus runs its config with give them all. React is docsite's own (see `loadModule`).
 */
export const requiresCommonJs = (id: string, resolved: string) => !SHARED_REACT.test(id) && isCommonJsFile(resolved);

/** The source of a stand-in module that requires the CommonJS file `file` from its own place (`__docsiteCreateRequire` is `loadModule`'s banner's). */
export const commonJsModule = (file: string) => `module.exports = __docsiteCreateRequire(${JSON.stringify(file)})(${JSON.stringify(file)});`;
