import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../../shared/errors.js';
import type { MarkdownPluginOptions } from '../../config/userConfig.js';
import type { Diagnostic, UserConfig } from '../../types.js';
import { findDocusaurusConfig } from './docusaurusConfigFile.js';
import { loadDocusaurusSite } from './loadDocusaurusSite.js';

/** What `docsite migrate` did. */
export interface MigrateResult {
  /** The Docusaurus config read (absolute). */
  from: string;
  /** The `site.config.ts` written (absolute). */
  to: string;
  /** What was not carried over, as the build would warn. */
  warnings: Diagnostic[];
}

/**
 * Writes the `site.config.ts` equivalent to a folder's Docusaurus config and sidebars
 * (sidebars inlined, paths relative to the folder). Refuses to replace an existing one.
 */
export async function migrateConfig(dir: string): Promise<MigrateResult> {
  const root = path.resolve(dir);
  const to = path.join(root, 'site.config.ts');
  const shown = path.relative(process.cwd(), to) || to;
  if (existsSync(to)) throw new ConfigError(`${shown} already exists: migrate writes nothing`, { hint: 'remove it first to write it again from the Docusaurus config' });
  const from = findDocusaurusConfig(root);
  if (!from) throw new ConfigError(`no docusaurus.config.{ts,js,mjs,cjs} in ${path.relative(process.cwd(), root) || '.'}`, { hint: 'run docsite migrate in the folder of a Docusaurus site' });
  const { site, user } = await loadDocusaurusSite(from);
  const { config, dropped } = withoutPlugins(user, path.relative(process.cwd(), from));
  await writeFile(to, configSource(relativePaths(config, root), path.basename(from)), { flag: 'wx' });
  return { from, to, warnings: [...(site.configWarnings ?? []), ...dropped] };
}

const PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/**
 * The config without its remark and rehype plugins, with a warning for each list left out: a
 * plugin is a function loaded from a package, whose source alone (what `configSource` writes)
 * would not run in `site.config.ts`.
 */
export function withoutPlugins(config: UserConfig, configFile: string): { config: UserConfig; dropped: Diagnostic[] } {
  const dropped: Diagnostic[] = [];
  const strip = <Section extends MarkdownPluginOptions>(section: Section | undefined, name: string): Section | undefined => {
    if (!section) return section;
    const kept = { ...section };
    for (const key of PLUGIN_KEYS) {
      if (!kept[key]) continue;
      delete kept[key];
      dropped.push({ severity: 'warning', code: 'unsupported-docusaurus-option', message: `${name}.${key} is not carried over: import the plugins in site.config.ts and list them there`, source: { file: configFile } });
    }
    return kept;
  };
  const docsSections = config.docsSections?.map((section, index) => strip(section, `docsSections[${index}]`)!);
  const blogSections = config.blogSections?.map((blog, index) => strip(blog, `blogSections[${index}]`)!);
  const sections = { ...(docsSections && { docsSections }), ...(blogSections && { blogSections }) };
  return { config: { ...config, markdown: strip(config.markdown, 'markdown'), docs: strip(config.docs, 'docs'), ...sections, blog: strip(config.blog, 'blog'), pages: strip(config.pages, 'pages') }, dropped };
}

/** Paths a Docusaurus config built with `__dirname` are absolute; the written config keeps them relative. */
function relativePaths(config: UserConfig, root: string): UserConfig {
  const relative = (value: string | undefined) => (value && path.isAbsolute(value) ? path.relative(root, value) || '.' : value);
  return {
    ...config,
    staticDir: relative(config.staticDir),
    docs: config.docs && { ...config.docs, path: relative(config.docs.path) },
    ...(config.docsSections && { docsSections: config.docsSections.map((section) => ({ ...section, path: relative(section.path) })) }),
    blog: config.blog && { ...config.blog, path: relative(config.blog.path) },
    ...(config.blogSections && { blogSections: config.blogSections.map((blog) => ({ ...blog, path: relative(blog.path) })) }),
    pages: config.pages && { ...config.pages, path: relative(config.pages.path) },
    ...(config.customCss ? { customCss: config.customCss.map((file) => relative(file)!) } : {}),
    // A relative alias is read from the site folder: `./src/components`, as a user would write it.
    ...(config.moduleAliases ? { moduleAliases: Object.fromEntries(Object.entries(config.moduleAliases).map(([alias, target]) => [alias, `./${relative(target)}`])) } : {}),
  };
}

/** The typed module: `defineConfig` over the config as an object literal, keys unquoted where they can be. */
export function configSource(config: UserConfig, fromName: string): string {
  // Functions (an `editUrl` of the page) keep their source; JSON alone would drop them.
  const functions: string[] = [];
  const json = JSON.stringify(config, (_key, value: unknown) => (typeof value === 'function' ? `__docsiteFunction${functions.push(value.toString()) - 1}__` : value), 2);
  const literal = json.replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:').replace(/"__docsiteFunction(\d+)__"/g, (_match, index: string) => functions[Number(index)]!);
  return `// Written by docsite migrate from ${fromName}; docsite reads this file instead from now on.\nimport { defineConfig } from 'docsite';\n\nexport default defineConfig(${literal});\n`;
}
