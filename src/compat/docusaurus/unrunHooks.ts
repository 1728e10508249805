import type { ConfigWarnings } from './configWarnings.js';
import type { LocalPlugin } from './localPlugins.js';

/** Hooks docsite runs for a local plugin when it builds (`configureWebpack` for its aliases only). */
const LIFECYCLE_HOOKS = new Set(['loadContent', 'contentLoaded', 'allContentLoaded']);
const RUN_HOOKS = new Set([...LIFECYCLE_HOOKS, 'name', 'configureWebpack']);

/** What a site loses when docsite does not run a plugin's hook. */
const LOSSES: Record<string, string> = {
  postBuild: 'nothing it does after the build is done',
  postStart: 'nothing it does once dev starts is done',
  injectHtmlTags: 'its tags are not added to the pages',
  getClientModules: 'its client modules are not loaded by the pages',
  getThemePath: 'its theme components are not used',
  getTypeScriptThemePath: 'its theme components are not used',
  getPathsToWatch: 'dev does not watch its paths',
  configurePostCss: 'its PostCSS options are not applied',
  getTranslationFiles: 'its translations are not read',
  translateContent: 'its content is not translated',
  translateThemeConfig: 'the theme config is not translated',
  getDefaultCodeTranslationMessages: 'its translations are not read',
  extendCli: 'its commands are not added',
};

/**
 * Names each hook of a local plugin that docsite does not run, one warning each with what the
 * site loses. Without `lifecycles` (commands other than `build` and `dev`), `loadContent`,
 * `contentLoaded` and `allContentLoaded` are named too.
 */
export function warnUnrunHooks(plugins: LocalPlugin[], lifecycles: boolean, warnings: ConfigWarnings) {
  for (const plugin of plugins) {
    for (const [key, value] of Object.entries(plugin.instance)) {
      if (typeof value !== 'function' || (RUN_HOOKS.has(key) && (lifecycles || !LIFECYCLE_HOOKS.has(key)))) continue;
      const message = LIFECYCLE_HOOKS.has(key) ? `its ${key} is not run by this command (docsite build and dev run it from the Docusaurus config)` : `its ${key} is not run: ${LOSSES[key] ?? 'ignored'}`;
      warnings.add('unsupported-docusaurus-plugin', `plugin ${plugin.name}: ${message}`, plugin.keyPath, plugin.needle);
    }
  }
}
