import { existsSync } from 'node:fs';
import path from 'node:path';

/** Config file names Docusaurus looks for, in its order. */
export const DOCUSAURUS_CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/** True for a path named like a Docusaurus config. */
export const isDocusaurusConfig = (file: string) => DOCUSAURUS_CONFIG_NAMES.includes(path.basename(file));

/** The Docusaurus config in a folder, if it has one. */
export function findDocusaurusConfig(dir: string): string | undefined {
  return DOCUSAURUS_CONFIG_NAMES.map((name) => path.join(dir, name)).find((file) => existsSync(file));
}
