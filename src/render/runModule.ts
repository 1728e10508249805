import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { IMPORT_META_URL } from '../compile/modules/bundleModule.js';
import { isDocusaurusModule, isSharedPackage } from '../compile/modules/docusaurusModules.js';
import { packageRoot } from '../shared/packageRoot.js';
import { requireCommonJs } from '../shared/requireCommonJs.js';

/** What a bundled page's `require` answers besides React and Node's modules: the theme's Docusaurus modules by id. */
export type ModuleTable = Readonly<Record<string, unknown>>;

// Called as a component, or as a hook with no arguments.
const renderChildren = (props?: { children?: unknown }) => props?.children ?? null;
const anyExport = new Proxy({}, { get: (_target, name) => (name === '__esModule' ? true : typeof name === 'symbol' || name === 'then' ? undefined : renderChildren) });
/**
 * The stand-in for a Docusaurus module docsite does not provide: every export (the default
 * included) is a component that renders its children, so the page around it still renders.
 * The build warned about it when the page was bundled.
 */
// The exports are found through the prototype: a bundle's import helper copies a module's own
// properties (none here) onto an object of the same prototype, and reads the rest through it.
const standIn: unknown = Object.create(anyExport);

/**
 * Runs a page bundled by `bundleModule` (CommonJS) and returns its exports. React is the
 * renderer's own, Docusaurus modules come from the theme (`modules`), Node's own modules
 * from Node; the scope's names (data modules, the API summary) are variables in it, as in
 * pages without imports.
 */
export function runModule(code: string, file: string, scope: Record<string, unknown>, modules: ModuleTable): Record<string, unknown> {
  const nodeRequire = createRequire(file);
  const require = (id: string) => {
    if (isSharedPackage(id)) return requireCommonJs(id);
    // A data module's defineData: this install's API, wherever the site is (as `loadModule` gives it).
    if (id === 'docsite') return requireCommonJs(path.join(packageRoot(), 'dist/index.js'));
    if (isDocusaurusModule(id)) return modules[id] ?? standIn;
    return nodeRequire(id);
  };
  const module = { exports: {} as Record<string, unknown> };
  const names = Object.keys(scope);
  const run = new Function('require', 'module', 'exports', IMPORT_META_URL, ...names, code) as (...args: unknown[]) => void;
  run(require, module, module.exports, pathToFileURL(file).href, ...names.map((name) => scope[name]));
  return module.exports;
}
