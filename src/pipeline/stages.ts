/**
 * The pipeline's modules (compilers, React, the search indexer), loaded by `build.ts` only once
 * it knows the output must be built: a build that finds its output up to date (and every other
 * command) starts in a fraction of the time.
 */
export { collectSite } from '../collect/collectSite.js';
export { readFileHistory } from '../collect/lastModified.js';
export { SitePipeline } from './sitePipeline.js';
export { PageReuse } from '../write/incremental.js';
