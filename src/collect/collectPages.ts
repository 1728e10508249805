import path from 'node:path';
import { joinPath } from '../shared/url.js';
import type { BuildContext, PageRoute } from '../types.js';
import { firstHeading } from './collectDocs.js';
import { draftNote } from './draftNote.js';
import { readContentFile } from './readContentFile.js';
import { loadTranslations, markUntranslated } from './translatedFiles.js';
import { posixRelative, walkFiles } from './walkFiles.js';

/**
 * Finds standalone pages: React components (`.tsx`, `.jsx`, `.js`) and `.md`/`.mdx` files;
 * `index` maps to its folder; and the routes a Docusaurus site's plugins added. As in Docusaurus, `_`-prefixed files and folders and tests are not pages.
 */
export async function collectPages(ctx: BuildContext): Promise<PageRoute[]> {
  const { pages, root } = ctx.config;
  const routes: PageRoute[] = [];
  const translations = await loadTranslations(pages.translatedDir, ctx.config);
  for (const original of await walkFiles(pages.dir)) {
    const rel = posixRelative(pages.dir, original);
    const { file, translated } = translations.translate(original, rel);
    if (rel.split('/').some((part) => part.startsWith('_')) || /\.test\.[jt]sx?$/.test(rel)) continue;
    const match = /^(.*?)(?:\/?index)?\.(tsx|jsx?|mdx?)$/.exec(rel);
    if (!match) continue;
    const routePath = joinPath(match[1]!);
    const relPath = path.relative(root, file);
    if (!match[2]!.startsWith('md')) {
      routes.push(markUntranslated({ kind: 'page', path: routePath, component: file, source: { file: relPath }, title: '' }, translated));
    } else {
      const content = await readContentFile(file, root, ctx.inputFiles);
      if (content.frontmatter.draft) {
        ctx.diagnostics.push(draftNote(content));
        continue;
      }
      routes.push(
        markUntranslated(
          {
            kind: 'page',
            path: routePath,
            content,
            source: { file: relPath },
            title: content.frontmatter.title ?? firstHeading(content.source) ?? path.basename(rel),
            description: content.frontmatter.description,
          },
          translated,
        ),
      );
    }
  }
  return [...routes, ...pluginRoutes(ctx)];
}

/** The React pages a Docusaurus site's plugins added with `addRoute`, each given its JSON modules as props (see `SiteConfig.pluginData`). */
function pluginRoutes(ctx: BuildContext): PageRoute[] {
  return (ctx.config.pluginData?.routes ?? []).map((route) => ({ kind: 'page', path: route.path, component: route.component, moduleProps: route.modules, source: { file: path.relative(ctx.config.root, route.component) }, title: '' }));
}
