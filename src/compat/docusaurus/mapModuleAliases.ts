import { existsSync } from 'node:fs';
import path from 'node:path';
import { isSharedPackage } from '../../compile/modules/docusaurusModules.js';
import type { ConfigWarnings } from './configWarnings.js';
import { isObject } from './eachKey.js';

/** The community plugin whose `alias` option is webpack's `resolve.alias` (Ionic's `@components`). */
export const isModuleAliasPlugin = (name: string) => name === 'docusaurus-plugin-module-alias';

/** Extensions webpack tries for an alias that names a file without one. */
const EXTENSIONS = ['', '.js', '.jsx', '.ts', '.tsx', '.json', '.md', '.mdx'];

/** Where an alias comes from, for its warnings: the plugin's name and its place in the config. */
export interface AliasSource {
  plugin: string;
  keyPath: string;
}

/** Where aliases are read: the site's folder, and where the plugins' lifecycles wrote Docusaurus's generated files, when they ran. */
export interface AliasPlace {
  siteDir: string;
  /** Takes the place of `<siteDir>/.docusaurus` (see `pluginLifecycles.ts`). */
  generatedDir?: string;
}

/**
 * Reads a webpack `resolve.alias` object (of `docusaurus-plugin-module-alias` or a local plugin's
 * `configureWebpack`) into `aliases`, paths resolved from the site folder. Each alias docsite
 * cannot use is named in a warning with its plugin: a value that is not a path (webpack's
 * `false` or a list), one naming nothing that exists (a plugin's generated files that no
 * plugin wrote), and aliases of React, whose single copy docsite provides anyway. A path into
 * Docusaurus's `.docusaurus` folder is read in `generatedDir`, when there is one.
 */
export function readAliases(alias: unknown, from: AliasSource, { siteDir, generatedDir }: AliasPlace, warnings: ConfigWarnings, aliases: Record<string, string>) {
  if (!isObject(alias)) {
    warnings.add('module-alias', `plugin ${from.plugin}: its alias option is not read: expected an object of paths`, from.keyPath, from.plugin);
    return;
  }
  const shared: string[] = [];
  for (const [name, target] of Object.entries(alias)) {
    if (isSharedPackage(name)) shared.push(name);
    else if (typeof target !== 'string') warnings.add('module-alias', `alias ${name} of plugin ${from.plugin} is not read: its value is not a path, so imports of ${name} fail`, from.keyPath, name);
    else {
      const written = path.resolve(siteDir, target);
      const inGenerated = path.relative(path.join(siteDir, '.docusaurus'), written);
      const generated = !inGenerated.startsWith('..') && !path.isAbsolute(inGenerated);
      const absolute = generated && generatedDir ? path.join(generatedDir, inGenerated) : written;
      if (!EXTENSIONS.some((extension) => existsSync(absolute + extension))) warnings.add('module-alias', missingTargetMessage(name, from.plugin, path.relative(siteDir, written), generated && generatedDir !== undefined), from.keyPath, name);
      aliases[name] = absolute;
    }
  }
  if (shared.length) warnings.add('module-alias', `${shared.length > 1 ? 'aliases' : 'alias'} ${shared.join(', ')} of plugin ${from.plugin} ${shared.length > 1 ? 'are' : 'is'} not applied: pages use docsite's own React`, from.keyPath, shared[0]);
}

/**
 * Why an alias names nothing: Docusaurus's generated folder is written by plugins' lifecycles,
 * which only `docsite build` and `dev` run (`ran`: they ran, and none wrote there).
 */
function missingTargetMessage(name: string, plugin: string, target: string, ran: boolean): string {
  const generated = target === '.docusaurus' || target.startsWith(`.docusaurus${path.sep}`);
  const written = ran ? 'which no plugin wrote while docsite ran their loadContent and contentLoaded' : 'which plugins write while Docusaurus builds (only docsite build and dev run their loadContent and contentLoaded)';
  const why = generated ? `, Docusaurus's generated folder, ${written}` : ', which does not exist';
  return `alias ${name} of plugin ${plugin} names ${target}${why}: imports of ${name} fail`;
}
