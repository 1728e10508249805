import type { BlogSectionOptions } from '../../config/userConfig.js';
import type { UserConfig } from '../../types.js';
import type { ConfigWarnings } from './configWarnings.js';
import { mapBlog, withDocusaurusBlogDefaults } from './mapClassicPreset.js';
import type { DocsPluginEntry } from './mapDocsPlugins.js';
import { DEFAULT_ID, distinctInstances } from './pluginInstances.js';

/** A `plugins` entry of `@docusaurus/plugin-content-blog`: its options and where they are written. */
export type BlogPluginEntry = DocsPluginEntry;

/** Whether a `plugins` entry's name is the blog plugin, whose instances docsite builds as further blogs. */
export const isBlogPlugin = (name: string) => /(^|[/\\])(@docusaurus\/)?plugin-content-blog([/\\]|$)/.test(name);

/**
 * Maps the blog plugin instances of `plugins`: each with an `id` is a further blog
 * (`blogSections`, with Docusaurus's defaults for every instance: folder and route base
 * `blog`); the one without (id `default`) is the site's blog when the preset has none. A
 * second instance of an id is warned and not built, as Docusaurus refuses to build it.
 */
export function mapBlogPlugins(entries: BlogPluginEntry[], presetHasBlog: boolean, warnings: ConfigWarnings): { main?: NonNullable<UserConfig['blog']>; sections: BlogSectionOptions[] } {
  let main: NonNullable<UserConfig['blog']> | undefined;
  const sections: BlogSectionOptions[] = [];
  for (const { options, keyPath, id } of distinctInstances(entries, presetHasBlog, 'blog', warnings)) {
    const mapped: NonNullable<UserConfig['blog']> = {};
    mapBlog(options, `${keyPath}[1]`, mapped, warnings, { id: () => {} });
    const blog = withDocusaurusBlogDefaults({ path: 'blog', routeBasePath: 'blog', ...mapped });
    if (id === DEFAULT_ID) main = blog;
    else sections.push({ id, ...blog });
  }
  return { main, sections };
}
