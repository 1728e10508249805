/**
 * What a site config takes from docsite: `defineConfig` and the config's types. A config that
 * imports nothing else loads this entry instead of the whole API (see `shared/docsiteEntry.ts`).
 */
export { defineConfig } from './config/userConfig.js';
export type * from './config/userConfig.js';
