import path from 'node:path';
import { migrateConfig } from '../compat/docusaurus/migrateConfig.js';
import { printWarnings } from './runBuild.js';

/** `docsite migrate [dir]`: writes site.config.ts from the Docusaurus config, naming what it left behind. */
export async function runMigrate(dir: string) {
  const result = await migrateConfig(dir);
  printWarnings({ diagnostics: result.warnings }, (line) => console.error(line));
  const shown = (file: string) => path.relative(process.cwd(), file) || file;
  const left = result.warnings.length === 0 ? '' : ` (${result.warnings.length} not carried over, listed above)`;
  console.log(`docsite: wrote ${shown(result.to)} from ${shown(result.from)}${left}`);
}
