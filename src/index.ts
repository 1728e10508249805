/** Public API of docsite: the config helper and its types, and the build for programmatic use. */
export { defineConfig } from './config/userConfig.js';
export type * from './config/userConfig.js';
