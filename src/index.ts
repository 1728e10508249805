/** Public API of docsite: the config helper and its types, and the build for programmatic use. */
export { defineConfig } from './config/userConfig.js';
export type * from './config/userConfig.js';
export { build, type BuildOptions, type BuildResult } from './build.js';
export { MemoryWriter, FsWriter, type Writer } from './write/writer.js';
export { createApiProxy, type ApiProxy, type ApiProxyOptions } from './server/proxy/createApiProxy.js';
export { createSandbox, type Sandbox } from './server/sandbox/createSandbox.js';
/** The props theme components receive, for a site's overrides in `src/theme/` (see the README's Theme overrides). */
export type { BlogView, CategoryCard, DocView, PageHistory, PageKind, PageProps, PostSummary, SiteView } from './render/pageProps.js';
