import type { BlogSectionOptions } from '../../config/userConfig.js';
import type { UserConfig } from '../../types.js';
import type { ConfigWarnings } from './configWarnings.js';
import { isObject } from './eachKey.js';
import { mapBlog, withDocusaurusBlogDefaults } from './mapClassicPreset.js';
import type { DocsPluginEntry } from './mapDocsPlugins.js';

/** A `plugins` entry of `@docusaurus/plugin-content-blog`: its options and where they are written. */
export type BlogPluginEntry = DocsPluginEntry;

/** Docusaurus's id of the blog plugin instance without one (the preset's). */
const DEFAULT_ID = 'default';

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
  for (const { options, keyPath } of entries) {
    const id = isObject(options) && typeof options.id === 'string' ? options.id : DEFAULT_ID;
    const taken = id === DEFAULT_ID ? presetHasBlog || main !== undefined : sections.some((section) => section.id === id);
    if (taken) {
      warnings.add('unsupported-docusaurus-plugin', `${keyPath}: a second blog plugin instance with id '${id}' is not built (each instance needs its own id)`, keyPath);
      continue;
    }
    const mapped: NonNullable<UserConfig['blog']> = {};
    mapBlog(options, `${keyPath}[1]`, mapped, warnings, { id: () => {} });
    const blog = withDocusaurusBlogDefaults({ path: 'blog', routeBasePath: 'blog', ...mapped });
    if (id === DEFAULT_ID) main = blog;
    else sections.push({ id, ...blog });
  }
  return { main, sections };
}
