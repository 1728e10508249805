import { isBuiltin, createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { commonJsModule, requiresCommonJs } from './commonJsPackages.js';
import { PRISM_TO_SHIKI, prismThemeKey } from './prismThemes.js';

/** A package a Docusaurus config imports that is not installed, replaced by a stand-in. */
export interface MissingPackage {
  name: string;
  /** Absolute path of the importing file. */
  importer: string;
}

/**
 * A prism theme stand-in: the shiki theme it maps to, with prism's `plain` and `styles` shape so a
 * config that builds its own theme from one (`{ plain: Object.assign(themes.github.plain, …),
 * styles: [...themes.github.styles, …] }`, as Jest's does) still loads.
 */
const themeStandIn = (shikiTheme: string) => ({ shikiTheme, plain: {}, styles: [] });

const themesObject = () => JSON.stringify(Object.fromEntries(Object.entries(PRISM_TO_SHIKI).map(([key, shikiTheme]) => [key, themeStandIn(shikiTheme)])));

/** prism-react-renderer v2 (`{ themes }`) and v1 (`prism-react-renderer/themes/github`). */
function prismModule(specifier: string): string {
  const v1Theme = /^prism-react-renderer\/themes\/([\w-]+)/.exec(specifier)?.[1];
  if (v1Theme) {
    const shikiTheme = PRISM_TO_SHIKI[prismThemeKey(v1Theme)] ?? 'github-light';
    return `module.exports = ${JSON.stringify(themeStandIn(shikiTheme))}; module.exports.default = module.exports;`;
  }
  return `module.exports = { themes: ${themesObject()} };`;
}

/** `@docusaurus/remark-plugin-npm2yarn` and the like: real plugins, not type imports. */
const isDocusaurusRemarkPlugin = (specifier: string) => /^@docusaurus\/remark-plugin-/.test(specifier);

/** The property that marks the stand-in of a package that is not installed. */
const STAND_IN_MARK = '__docsiteStandIn';

/** Whether a config value is the stand-in of a package that is not installed (a remark plugin the site lacks: left out, as the build warned). */
export const isStandIn = (value: unknown) => typeof value === 'function' && (value as unknown as Record<string, unknown>)[STAND_IN_MARK] === true;

/** A callable, chainable nothing: whatever the config does with a missing plugin package still runs. */
const MISSING_PACKAGE = `function missing() { return missing; } missing.${STAND_IN_MARK} = true; module.exports = missing; module.exports.default = missing;`;

/** Whether `id` resolves from the folder `dir`. */
function isInstalledFrom(id: string, dir: string): boolean {
  try {
    createRequire(path.join(dir, 'noop.js')).resolve(id);
    return true;
  } catch {
    return false;
  }
}

/** `require` as the importing file has it (its folder, else the config's). */
const importerRequire = (resolveDir: string, fallback: NodeJS.Require) => (resolveDir ? createRequire(path.join(resolveDir, 'noop.js')) : fallback);

/** A CommonJS package's file as `require` resolves it from the importing file, to be required there; undefined for any other. */
function commonJsFrom(id: string, require: NodeJS.Require) {
  let file: string;
  try {
    file = require.resolve(id);
  } catch {
    return undefined;
  }
  return requiresCommonJs(id, file) ? { path: file, namespace: 'docusaurus-commonjs' } : undefined;
}

/**
 * Resolves what a Docusaurus config imports without the site's node_modules: prism themes
 * become shiki theme markers, `@docusaurus/*` modules an empty object (configs import them
 * for types), and any other package that is not installed a stand-in, reported through
 * `missing` so the build names it. Installed packages and Node's own modules load as usual
 * (a package's JSON file is bundled, so it needs no import attribute), except that a CommonJS
 * package is required (see `requiresCommonJs`), so its named exports import as under webpack;
 * a package the site lacks but docsite depends on loads from docsite's own install. With
 * `installedDocusaurus` (an installed plugin's code, which runs them) the site's installed
 * `@docusaurus/*` packages load as any other.
 */
export function standInModules(configDir: string, missing: MissingPackage[], { installedDocusaurus = false } = {}): Plugin {
  const resolveFrom = createRequire(path.join(configDir, 'noop.js'));
  // Packages docsite itself depends on (yaml, react, unified…): a config that uses one works before `npm install`.
  const resolveFromDocsite = createRequire(import.meta.url);
  return {
    name: 'docusaurus-stand-ins',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (isBuiltin(args.path) || path.isAbsolute(args.path)) return undefined;
        if (/^prism-react-renderer(\/|$)/.test(args.path)) return { path: args.path, namespace: 'docusaurus-prism' };
        // Configs import Docusaurus's packages for their types; its remark plugins are plugins the site runs (from its node_modules).
        // An installed plugin runs with the site's own Docusaurus packages (Joi from @docusaurus/utils-validation), where installed.
        if (args.path.startsWith('@docusaurus/') && !isDocusaurusRemarkPlugin(args.path) && !(installedDocusaurus && isInstalledFrom(args.path, args.resolveDir))) return { path: args.path, namespace: 'docusaurus-empty' };
        try {
          const resolved = resolveFrom.resolve(args.path);
          // A package's JSON (`import { version } from 'pkg/package.json'`, which Docusaurus's loader takes without
          // `with { type: 'json' }`) is bundled: Node refuses to import it as written.
          // A CommonJS package is required from the importing file (see `requiresCommonJs`).
          return args.path.endsWith('.json') ? { path: resolved } : commonJsFrom(args.path, importerRequire(args.resolveDir, resolveFrom));
        } catch {}
        try {
          const resolved = resolveFromDocsite.resolve(args.path);
          return args.path.endsWith('.json') ? { path: resolved } : { path: resolved, external: true };
        } catch {
          const name = /^(@[^/]+\/)?[^/]+/.exec(args.path)![0];
          if (!missing.some((entry) => entry.name === name)) missing.push({ name, importer: args.importer });
          return { path: args.path, namespace: 'docusaurus-missing' };
        }
      });
      build.onLoad({ filter: /.*/, namespace: 'docusaurus-prism' }, (args) => ({ contents: prismModule(args.path), loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: 'docusaurus-commonjs' }, (args) => ({ contents: commonJsModule(args.path), loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: 'docusaurus-empty' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: 'docusaurus-missing' }, () => ({ contents: MISSING_PACKAGE, loader: 'js' }));
    },
  };
}
