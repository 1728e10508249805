import type { ContentSection, SectionPlugins, SitePlugin, UserConfig } from '../types.js';
import type { MarkdownPlugin, MarkdownPluginOptions } from './userConfig.js';
import type { Check } from './schema.js';

const KINDS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** A plugin entry: a function, or `[function, options]`. */
const markdownPlugin: Check = (value, path) => {
  const plugin = Array.isArray(value) ? value[0] : value;
  if (typeof plugin === 'function' && (!Array.isArray(value) || value.length <= 2)) return [];
  return [`${path}: expected a plugin function or [plugin, options], got ${Array.isArray(value) ? `an array starting with ${typeof plugin}` : typeof value}`];
};

const pluginList: Check = (value, path) => (Array.isArray(value) ? value.flatMap((entry, index) => markdownPlugin(entry, `${path}[${index}]`)) : [`${path}: expected an array of plugins`]);

/** The schema's keys for `MarkdownPluginOptions`, spread into `markdown`, `docs`, `blog` and `pages`. */
export const pluginSchemaKeys: Record<string, Check> = Object.fromEntries(KINDS.map((kind) => [`${kind}?`, pluginList]));

/** The config's plugin entries under `prefix` (`docs`), each with its field. */
function entriesOf(options: MarkdownPluginOptions | undefined, kind: (typeof KINDS)[number], prefix: string): SitePlugin[] {
  return (options?.[kind] ?? []).map((entry: MarkdownPlugin, index) => {
    const [plugin, pluginOptions] = Array.isArray(entry) ? entry : [entry, undefined];
    return { plugin, ...(pluginOptions === undefined ? {} : { options: pluginOptions }), field: `${prefix}.${kind}[${index}]` };
  });
}

/** One section's plugins: `markdown`'s (every page's) first, then the section's own, named under `prefix` (`docs`, `docsSections[0]`). */
export function resolveSectionPlugins(markdown: MarkdownPluginOptions | undefined, own: MarkdownPluginOptions | undefined, prefix: string): SectionPlugins {
  const both = (kind: (typeof KINDS)[number]) => [...entriesOf(markdown, kind, 'markdown'), ...entriesOf(own, kind, prefix)];
  return { beforeDefaultRemark: both('beforeDefaultRemarkPlugins'), remark: both('remarkPlugins'), beforeDefaultRehype: both('beforeDefaultRehypePlugins'), rehype: both('rehypePlugins') };
}

/** Each section's plugins: `markdown`'s (every page's) first, then the section's own. */
export function resolveMarkdownPlugins(config: Pick<UserConfig, 'markdown' | 'docs' | 'blog' | 'pages'>): Record<ContentSection, SectionPlugins> {
  const sectionOptions: Record<ContentSection, MarkdownPluginOptions | undefined> = { docs: config.docs, blog: config.blog, pages: config.pages };
  const section = (name: ContentSection): SectionPlugins => resolveSectionPlugins(config.markdown, sectionOptions[name], name);
  return { docs: section('docs'), blog: section('blog'), pages: section('pages') };
}

/** Whether a section compiles with any plugin of the site's. */
export const hasSitePlugins = (plugins: SectionPlugins | undefined): plugins is SectionPlugins =>
  plugins !== undefined && (plugins.beforeDefaultRemark.length > 0 || plugins.remark.length > 0 || plugins.beforeDefaultRehype.length > 0 || plugins.rehype.length > 0);
