import { validateConfig } from '../../src/config/validateConfig.js';
import { DiagnosticsError } from '../../src/shared/errors.js';

/** Where the config under test is said to be. */
export const configWhere = { configFile: '/site/site.config.ts', relPath: 'site.config.ts' };

/** The messages `validateConfig` fails with for `input` (none: it passed). */
export function problemsOf(input: unknown): string[] {
  try {
    validateConfig(input, configWhere);
  } catch (error) {
    if (error instanceof DiagnosticsError) return error.diagnostics.map((diagnostic) => diagnostic.message);
    throw error;
  }
  return [];
}
