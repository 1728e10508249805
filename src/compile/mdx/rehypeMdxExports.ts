import type { Program } from 'estree';
import type { Element, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { forEachElement } from './forEachElement.js';
import { exportConstsProgram } from './valueToEstree.js';

/** One entry of Docusaurus's `toc` export: the heading's HTML, its id and its level. */
export interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** What the compiler puts in `file.data` for these exports (pages only; a partial has neither). */
export type MdxExportsData = {
  /** The page's frontmatter, as parsed when it was collected. */
  frontMatter?: Record<string, unknown>;
  /** The page's route. */
  permalink?: string;
};

const HEADING = /^h([1-6])$/;

/**
 * Gives every MDX page and partial the exports Docusaurus's MDX loader gives it: `toc` (h2–h6
 * with `value`, `id` and `level`), `contentTitle` (the leading h1's text), `frontMatter`, and
 * for a page `metadata` (`title`, `description`, `permalink`), so `<TOCInline toc={toc} />` and
 * `import { toc as partialToc } from './_partial.mdx'` work. Runs after `rehypeHeadings` (the
 * ids) and before the anchors are appended (they are not part of a heading's value). A name the
 * file already declares itself (an import or export of its own) is left to it.
 */
export function rehypeMdxExports() {
  return (tree: Root, file: VFile) => {
    const toc: TocItem[] = [];
    let contentTitle: string | undefined;
    forEachElement(tree, (node: Element) => {
      const level = Number(HEADING.exec(node.tagName)?.[1] ?? 0);
      if (!level) return;
      if (level === 1) {
        if (file.data.contentTitle === true && contentTitle === undefined) contentTitle = toString(node).trim();
        return;
      }
      // rehypeHeadings gives every heading it can name an id; one with an MDX expression has none yet.
      if (typeof node.properties.id === 'string') toc.push({ value: headingValue(node), id: node.properties.id, level });
    });
    const data = file.data as MdxExportsData;
    const frontMatter = data.frontMatter ?? {};
    const exports: Array<[string, unknown]> = [
      ['toc', toc],
      ['contentTitle', contentTitle],
      ['frontMatter', frontMatter],
    ];
    if (data.permalink !== undefined) {
      const title = typeof frontMatter.title === 'string' ? frontMatter.title : (contentTitle ?? file.stem ?? '');
      const description = typeof frontMatter.description === 'string' ? frontMatter.description : '';
      exports.push(['metadata', { title, description, permalink: data.permalink, frontMatter }]);
    }
    const taken = declaredNames(tree);
    const program = exportConstsProgram(exports.filter(([name]) => !taken.has(name)));
    if (program.body.length) tree.children.push({ type: 'mdxjsEsm', value: '', data: { estree: program } } as unknown as RootContent);
  };
}

/** A heading's content as HTML (Docusaurus's toc `value`); as text when it holds what HTML cannot show (an MDX node). */
function headingValue(node: Element): string {
  try {
    return toHtml(node.children).trim();
  } catch {
    return toString(node).trim();
  }
}

/** The names the file's own imports and exports declare. */
function declaredNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children as Array<{ type: string; data?: { estree?: Program } }>) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') statement.specifiers.forEach((specifier) => names.add(specifier.local.name));
      if (statement.type === 'ExportNamedDeclaration') {
        statement.specifiers.forEach((specifier) => specifier.exported.type === 'Identifier' && names.add(specifier.exported.name));
        const declaration = statement.declaration;
        if (declaration?.type === 'VariableDeclaration') declaration.declarations.forEach((item) => item.id.type === 'Identifier' && names.add(item.id.name));
        else if (declaration && 'id' in declaration && declaration.id) names.add(declaration.id.name);
      }
    }
  }
  return names;
}
