/** Public API of docsite: the config helper and its types, and the build for programmatic use. */
export { defineConfig } from './config/userConfig.js';
export type * from './config/userConfig.js';
export { build, type BuildOptions, type BuildResult } from './build.js';
export { MemoryWriter, FsWriter, type Writer } from './write/writer.js';
