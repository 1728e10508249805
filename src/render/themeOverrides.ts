import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Message, Plugin } from 'esbuild';
import { posixRelative, walkFiles } from '../collect/walkFiles.js';
import { THEME_OVERRIDES_FOLDER, themeOverridesDir } from '../config/themeOverridesDir.js';
import { requireCommonJs } from '../shared/requireCommonJs.js';
import { ThemeError } from '../shared/errors.js';
import type { Diagnostic, SiteConfig } from '../types.js';

const { build } = requireCommonJs('esbuild') as typeof import('esbuild');

/** The file types an override may be written in (JSX in `.js` too, as in Docusaurus). */
const OVERRIDE_EXTENSIONS = ['.tsx', '.jsx', '.js'];
/** How an override imports the component it replaces, to wrap it. */
const ORIGINAL_PREFIX = '@theme-original/';

/** A site's file that replaces one of the theme's components. */
export interface ThemeOverride {
  /** The component's name (`Footer`). */
  name: string;
  /** The site's file, absolute. */
  file: string;
  /** The theme's own file of the component, absolute. */
  original: string;
  /** The export of `file` that is the component: `default`, or one named after it. */
  exportName: string;
}

/**
 * The overrides among the site's `src/theme/` files: one at the folder's top named after a
 * theme component (`Footer.tsx`), whose default export (or export of the component's name)
 * is the component. Fails naming the file when it exports neither, or does not compile.
 */
export async function findThemeOverrides(files: string[], components: Map<string, string>, root: string): Promise<ThemeOverride[]> {
  const dir = path.join(root, THEME_OVERRIDES_FOLDER);
  const candidates = files.filter((file) => path.dirname(file) === dir && OVERRIDE_EXTENSIONS.includes(path.extname(file)) && components.has(componentName(file)));
  if (candidates.length === 0) return [];
  const exported = await exportsOf(candidates, root);
  return candidates.map((file) => {
    const name = componentName(file);
    const names = exported.get(file) ?? [];
    const exportName = names.includes('default') ? 'default' : names.includes(name) ? name : undefined;
    if (!exportName) {
      throw new ThemeError(`exports no ${name} component`, { source: { file: posixRelative(root, file), line: 1 }, hint: `export it as the default (export default function ${name}(props) { … }) or as ${name}` });
    }
    return { name, file, original: components.get(name)!, exportName };
  });
}

const componentName = (file: string) => path.basename(file, path.extname(file));

/** The names each file exports, read by esbuild without bundling (one call for all of them). */
async function exportsOf(files: string[], root: string): Promise<Map<string, string[]>> {
  try {
    const result = await build({ entryPoints: files, bundle: false, write: false, metafile: true, format: 'esm', outdir: path.join(root, '.docsite-cache', 'theme-exports'), jsx: 'automatic', loader: { '.js': 'jsx' }, logLevel: 'silent' });
    return new Map(Object.values(result.metafile.outputs).filter((output) => output.entryPoint).map((output) => [path.resolve(output.entryPoint!), output.exports]));
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0];
    if (!first) throw error;
    throw overrideCompileError(first.text, first.location ? { ...first.location, column: first.location.column + 1 } : undefined, root);
  }
}

/** A compile failure in an override, at the place esbuild named (`column` counted from 1). */
export function overrideCompileError(text: string, place: { file: string; line: number; column: number } | undefined, root: string): ThemeError {
  const source = place && { file: posixRelative(root, path.resolve(place.file)), line: place.line, column: place.column };
  return new ThemeError(`theme override: ${text}`, { source });
}

/**
 * Swaps the theme's components for the site's overrides as esbuild bundles the theme: a theme
 * file's import of an overridden component's module gets a module with all of the original's
 * exports but the component, which is the site's. `@theme-original/<Name>` is the theme's own
 * component (named and default export), for an override that wraps it. The site's `.js` files may hold JSX.
 */
export function themeOverridePlugin({ overrides, components, themeDir, root }: { overrides: ThemeOverride[]; components: Map<string, string>; themeDir: string; root: string }): Plugin {
  const byOriginal = new Map(overrides.map((override) => [override.original, override]));
  const overridesDir = themeOverridesDir({ root });
  return {
    name: 'theme-overrides',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.namespace !== 'file' || !args.importer.startsWith(themeDir + path.sep)) return undefined;
        const target = path.resolve(args.resolveDir, args.path);
        const override = byOriginal.get(target) ?? byOriginal.get(`${target}.tsx`);
        return override && { path: override.original, namespace: 'theme-override' };
      });
      esbuild.onLoad({ filter: /.*/, namespace: 'theme-override' }, (args) => ({ contents: overrideModule(byOriginal.get(args.path)!, root), loader: 'js', resolveDir: path.dirname(args.path) }));
      esbuild.onResolve({ filter: new RegExp(`^${ORIGINAL_PREFIX}`) }, (args) => {
        const name = args.path.slice(ORIGINAL_PREFIX.length);
        return components.has(name) ? { path: name, namespace: 'theme-original' } : { errors: [{ text: `${args.path} names no docsite theme component` }] };
      });
      // The theme's module, its component also as the default export (Docusaurus's wrappers import it so).
      esbuild.onLoad({ filter: /.*/, namespace: 'theme-original' }, (args) => {
        const original = JSON.stringify(components.get(args.path)!);
        return { contents: `export * from ${original};\nexport { ${args.path} as default } from ${original};\n`, loader: 'js', resolveDir: themeDir };
      });
      esbuild.onLoad({ filter: /\.js$/ }, async (args) => (args.path.startsWith(overridesDir + path.sep) ? { contents: await readFile(args.path, 'utf8'), loader: 'jsx' } : undefined));
    },
  };
}

/**
 * The module a theme file imports in place of an overridden component's: the original's
 * exports, but the component, which calls the site's and names the override's file when it
 * throws (a footer renders once, outside any page, so nothing else would name it). A class
 * component, `memo` or `forwardRef` is rendered as an element instead. The component's
 * `themeOverride` property is the override's file, relative to the site.
 */
function overrideModule({ name, file, original, exportName }: ThemeOverride, root: string): string {
  const failure = JSON.stringify(`${posixRelative(root, file)}: the theme override of ${name} failed: `);
  return [
    // An explicit export wins over `export *`'s of the same name (ECMAScript's rule).
    `export * from ${JSON.stringify(original)};`,
    `import { ${exportName} as Override } from ${JSON.stringify(file)};`,
    "import { createElement } from 'react';",
    `export function ${name}(props) {`,
    "  if (typeof Override !== 'function' || Override.prototype?.isReactComponent) return createElement(Override, props);",
    '  try {',
    '    return Override(props);',
    '  } catch (error) {',
    `    throw new Error(${failure} + (error instanceof Error ? error.message : String(error)), { cause: error });`,
    '  }',
    '}',
    // The render stage reads this to know the component is the site's (`isOverridden`).
    `${name}.themeOverride = ${JSON.stringify(posixRelative(root, file))};`,
  ].join('\n');
}

/** The site's `src/theme/` files, absolute and sorted (none when the folder is missing). */
export const themeOverrideFiles = (config: Pick<SiteConfig, 'root'>) => walkFiles(themeOverridesDir(config));

/**
 * One warning for each file under `src/theme/` the theme's bundle did not read: a file named
 * after no theme component, or one no override imports. Nothing there is ignored in silence,
 * but type declarations (`.d.ts`), which hold no code to run.
 */
export function unusedOverrideWarnings(files: string[], used: ReadonlySet<string>, components: Map<string, string>, root: string): Diagnostic[] {
  const dir = path.join(root, THEME_OVERRIDES_FOLDER);
  return files
    .filter((file) => !used.has(file) && !file.endsWith('.d.ts'))
    .map((file) => {
      const relative = posixRelative(root, file);
      const [first] = path.relative(dir, file).split(path.sep);
      const name = componentName(first!);
      const topLevel = first === path.basename(file);
      const why = components.has(name) && !topLevel
        ? `an override of ${name} is the file ${THEME_OVERRIDES_FOLDER}/${name}.tsx, .jsx or .js`
        : topLevel && OVERRIDE_EXTENSIONS.includes(path.extname(file)) && !components.has(name)
          ? `${name} is no docsite theme component (the README's Theme overrides lists them)`
          : `no theme override imports it (an override is ${THEME_OVERRIDES_FOLDER}/<Component>.tsx, .jsx or .js)`;
      return { severity: 'warning', code: 'unused-theme-override', message: `not used: ${why}`, source: { file: relative } };
    });
}
