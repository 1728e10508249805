import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ConfigWarnings } from './configWarnings.js';
import { isObject } from './eachKey.js';
import { pluginName } from './unsupportedPlugins.js';

/**
 * The options by which plugins that write content before Docusaurus builds name their folder:
 * `out` (docusaurus-plugin-typedoc), `outputDir` (docusaurus-plugin-openapi-docs), `outDir`
 * (docusaurus-plugin-remote-content).
 */
const OUTPUT_OPTIONS = ['out', 'outDir', 'outputDir'];

/** Whether a folder exists and holds anything (docusaurus-plugin-typedoc makes its folder before typedoc runs, and fails). */
function hasFiles(dir: string): boolean {
  try {
    return readdirSync(dir).length > 0;
  } catch {
    return false;
  }
}

/**
 * One warning per plugin whose output folder is missing or empty once the plugins were created: the
 * plugin did not run or did not write it (typescript-eslint's five typedoc instances, when
 * typedoc cannot run), so pages that import its files fail, each naming its import. The warning
 * says why, before those errors.
 */
export function warnMissingPluginOutputs(raw: Record<string, unknown>, siteDir: string, warnings: ConfigWarnings): void {
  const entries = Array.isArray(raw.plugins) ? (raw.plugins as unknown[]) : [];
  entries.forEach((entry, index) => {
    const options = Array.isArray(entry) ? entry[1] : undefined;
    if (!isObject(options)) return;
    for (const key of OUTPUT_OPTIONS) {
      const value = options[key];
      if (typeof value !== 'string' || hasFiles(path.resolve(siteDir, value))) continue;
      const keyPath = `plugins[${index}][1].${key}`;
      warnings.add('missing-plugin-output', `${keyPath}: plugin ${pluginName(entry)} did not write ${value}, the folder of its generated content: pages that import files from there cannot be compiled`, keyPath, value);
    }
  });
}
