import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { addWarningOnce, relPathOf, warningsOf } from './contentWarnings.js';

/** What `<Head>` does here, the same words as an import of `@docusaurus/Head` is warned with. */
export const HEAD_ELEMENT_LIMIT = "its tags are not added to the page's <head>";

/**
 * A `<Head>` element a page uses without importing it: Docusaurus's MDXComponents gives MDX pages
 * `Head` (a remark plugin may add one, as typescript-eslint's FAQ plugin does), and docsite's
 * renders nothing. The import of `@docusaurus/Head` is warned where modules load; an element
 * that comes from the MDX components would otherwise drop its tags in silence. One warning per
 * page, at the first element. Runs after the site's remark plugins, so it sees what they add.
 */
export function remarkHeadElements() {
  return (tree: Root, file: VFile) => {
    let imported = false;
    let first: { line?: number; column?: number } | undefined;
    let found = false;
    visit(tree, (node) => {
      if (node.type === 'mdxjsEsm' && /\bHead\b/.test((node as { value: string }).value)) imported = true;
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && (node as { name?: string | null }).name === 'Head' && !found) {
        found = true;
        first = node.position?.start;
      }
    });
    if (!found || imported) return;
    addWarningOnce(warningsOf(file), {
      severity: 'warning',
      code: 'head-element',
      message: `<Head> in an MDX page: ${HEAD_ELEMENT_LIMIT}`,
      source: { file: relPathOf(file), line: first?.line, column: first?.column },
      hint: 'put page metadata in front matter (title, description, image, keywords), which docsite writes into <head>',
    });
  };
}
