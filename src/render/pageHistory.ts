import path from 'node:path';
import { lastUpdateInstant } from '../collect/pageHistoryFrontmatter.js';
import type { LastCommit } from '../collect/lastModified.js';
import { ConfigError } from '../shared/errors.js';
import { joinPath } from '../shared/url.js';
import type { BlogEditUrlParams, BlogPostRoute, DocRoute, DocsEditUrlParams, SiteConfig } from '../types.js';
import type { PageHistory } from './pageProps.js';
import { blogOfRoute, blogsOf } from '../collect/blogSections.js';
import { docsSectionsOf, sectionOfRoute } from '../collect/docsSections.js';

/** docsite has no translations; Docusaurus's default locale, for `editUrl` functions. */
const LOCALE = 'en';

const posix = (relative: string) => relative.split(path.sep).join('/');

/** Whether any page shows a last update, so the build waits for git before rendering. */
export const showsLastUpdate = (config: SiteConfig) =>
  [...docsSectionsOf(config), ...blogsOf(config)].some((options) => options && (options.showLastUpdateTime || options.showLastUpdateAuthor));

/**
 * A doc's or blog post's edit link and last update, or undefined when it shows neither.
 * Frontmatter wins: `custom_edit_url` over `editUrl`, each field of `last_update` over git's.
 */
export function buildPageHistory(route: DocRoute | BlogPostRoute, config: SiteConfig, lastCommit: (file: string) => LastCommit | undefined): PageHistory | undefined {
  const options = route.kind === 'doc' ? sectionOfRoute(config, route) : blogOfRoute(config, route)!;
  const { frontmatter } = route.content;
  const history: PageHistory = {};
  const editUrl = frontmatter.custom_edit_url !== undefined ? frontmatter.custom_edit_url : editUrlOf(route, config);
  if (editUrl) history.editUrl = editUrl;
  if (options.showLastUpdateTime || options.showLastUpdateAuthor) {
    const committed = lastCommit(route.content.file);
    const written = frontmatter.last_update ?? {};
    const date = written.date !== undefined ? lastUpdateInstant(written.date) : committed && new Date(committed.date).toISOString();
    const author = written.author ?? committed?.author;
    if (options.showLastUpdateTime && date) history.lastUpdatedAt = date;
    if (options.showLastUpdateAuthor && author) history.lastUpdatedBy = author;
  }
  return Object.keys(history).length > 0 ? history : undefined;
}

/** The configured `editUrl` for a page: the base URL and the file's path from the site root, or the function's answer. */
function editUrlOf(route: DocRoute | BlogPostRoute, config: SiteConfig): string | undefined {
  const { editUrl } = route.kind === 'doc' ? sectionOfRoute(config, route) : blogOfRoute(config, route)!;
  if (editUrl === undefined) return undefined;
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/+$/, '')}/${posix(path.relative(config.root, route.content.file))}`;
  const key = route.kind === 'doc' ? `${sectionField(config, route)}.editUrl` : `${blogField(config, route)}.editUrl`;
  const configSource = { file: path.relative(config.root, config.configFile) };
  let result: unknown;
  try {
    result = (editUrl as (params: DocsEditUrlParams | BlogEditUrlParams) => unknown)(editUrlParams(route, config));
  } catch (error) {
    throw new ConfigError(`${key} failed for ${route.content.relPath}`, { source: configSource, field: key, cause: error });
  }
  if (result !== undefined && typeof result !== 'string') {
    throw new ConfigError(`${key} returned ${result === null ? 'null' : typeof result} for ${route.content.relPath}; expected a URL string or undefined`, { source: configSource, field: key });
  }
  return result || undefined;
}

/** The config field of a doc's section, for messages: `docs`, `docsSections[0]`. */
function sectionField(config: SiteConfig, route: DocRoute): string {
  const index = config.docsSections?.findIndex((section) => section.pluginId === route.docsPluginId) ?? -1;
  return index < 0 ? 'docs' : `docsSections[${index}]`;
}

/** The config field of a post's blog, for messages: `blog`, `blogSections[0]`. */
function blogField(config: SiteConfig, route: BlogPostRoute): string {
  const index = config.blogSections?.findIndex((blog) => blog.pluginId === route.blogPluginId) ?? -1;
  return index < 0 ? 'blog' : `blogSections[${index}]`;
}

/** What an `editUrl` function receives, in Docusaurus's shape for docs and for blog posts. */
function editUrlParams(route: DocRoute | BlogPostRoute, config: SiteConfig): DocsEditUrlParams | BlogEditUrlParams {
  const permalink = joinPath(config.baseUrl, route.path);
  if (route.kind === 'doc') {
    // A page of a docs version is edited in that version's folder (`versioned_docs/version-1.0`).
    const section = sectionOfRoute(config, route);
    const version = route.docsVersion === undefined ? undefined : section.versions.find((entry) => entry.name === route.docsVersion);
    const dir = version?.dir ?? section.dir;
    return { versionDocsDirPath: posix(path.relative(config.root, dir)), docPath: posix(path.relative(dir, route.content.file)), permalink, locale: LOCALE, version: version?.name ?? section.version.name };
  }
  const dir = blogOfRoute(config, route)!.dir;
  return { blogDirPath: posix(path.relative(config.root, dir)), blogPath: posix(path.relative(dir, route.content.file)), permalink, locale: LOCALE };
}
