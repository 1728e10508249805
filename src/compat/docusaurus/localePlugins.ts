import path from 'node:path';
import { cacheDirOf } from '../../config/loadConfig.js';
import type { Diagnostic, PluginRunData } from '../../types.js';
import type { ConfigWarnings } from './configWarnings.js';
import { isObject } from './eachKey.js';
import { createLocalPlugins, defaultLocaleOf, localeBaseUrl } from './localPlugins.js';
import { runPluginLifecycles } from './pluginLifecycles.js';

/** The locales of a Docusaurus config other than its default one, in its order. */
export function otherLocales(raw: Record<string, unknown>): string[] {
  const i18n = isObject(raw.i18n) ? raw.i18n : {};
  const defaultLocale = defaultLocaleOf(raw);
  const locales = Array.isArray(i18n.locales) ? i18n.locales.map(String) : [];
  return [...new Set(locales)].filter((locale) => locale !== defaultLocale);
}

/** Where a locale other than the default's plugins write with `createData`: its own folder beside the default's, which its run must not overwrite. */
export const localeGeneratedDirOf = (siteDir: string, locale: string) => path.join(cacheDirOf(siteDir), 'docusaurus-i18n', locale);

/**
 * Runs the site's plugins once more for each locale other than the default, as Docusaurus builds
 * each locale as a site of its own: each plugin is created again with the locale's context (see
 * `pluginContext`) and its lifecycles run, `createData` writing into the locale's own folder.
 * What each run gave is kept by locale code, for that locale's pages. A warning the default
 * locale's run already gave is not repeated.
 */
export async function runLocalePlugins(raw: Record<string, unknown>, configFile: string, warnings: ConfigWarnings): Promise<Record<string, PluginRunData>> {
  const siteDir = path.dirname(configFile);
  const runs: Record<string, PluginRunData> = {};
  for (const locale of otherLocales(raw)) {
    const before = warnings.diagnostics.length;
    const plugins = await createLocalPlugins(raw, configFile, warnings, locale);
    runs[locale] = await runPluginLifecycles(plugins, { siteDir, generatedDir: localeGeneratedDirOf(siteDir, locale), baseUrl: localeBaseUrl(raw, locale) }, warnings);
    keepNew(warnings.diagnostics, before);
  }
  return runs;
}

/** Drops the diagnostics from `from` on that repeat one given before it (the same message at the same place). */
function keepNew(diagnostics: Diagnostic[], from: number) {
  const key = (diagnostic: Diagnostic) => `${diagnostic.code}\0${diagnostic.message}\0${diagnostic.source?.file}\0${diagnostic.source?.line}`;
  const seen = new Set(diagnostics.slice(0, from).map(key));
  const added = diagnostics.splice(from).filter((diagnostic) => !seen.has(key(diagnostic)) && (seen.add(key(diagnostic)), true));
  diagnostics.push(...added);
}
