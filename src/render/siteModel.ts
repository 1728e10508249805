import type { CollectedBlog } from '../collect/collectBlog.js';
import type { CollectedSidebars } from '../collect/collectSidebars.js';
import type { ApiScope } from '../compile/openapi/apiScope.js';
import type { CompiledContent } from '../compile/mdx/compileMarkdown.js';
import type { ApiPageData } from '../compile/openapi/apiPageData.js';
import type { LastCommit } from '../collect/lastModified.js';
import type { Route } from '../types.js';

/** Everything collected and compiled, the input of the render stage. */
export interface SiteModel {
  /** Every route with a page, in a stable order. */
  routes: Route[];
  sidebars: CollectedSidebars;
  blog?: CollectedBlog;
  /** The further blogs (see `CollectedSite.blogSections`). */
  blogSections?: CollectedBlog[];
  /** Compiled markdown/MDX by absolute file path. */
  compiled: Map<string, CompiledContent>;
  /** API page data by route path. */
  apiPages: Map<string, ApiPageData>;
  /** MDX scope: data modules by key, plus `site` and `api`. */
  scope: { site: Record<string, unknown>; api: ApiScope; [key: string]: unknown };
  /** Each file's last commit, when a page shows its last update (see `showsLastUpdate`). */
  lastCommit?: (file: string) => LastCommit | undefined;
}
