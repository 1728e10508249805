import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { addWarningOnce, relPathOf, warningsOf } from './contentWarnings.js';

/** A ```` ```mermaid ```` fence (outside other code), which `markdown.mermaid` turns into a diagram in Docusaurus. */
export const hasMermaidFence = (source: string) => /^[ \t>]*(```|~~~)[ \t]*mermaid\b/m.test(source);

/**
 * What becomes of mermaid fences: false, code; `'source'`, their source in `<pre class="mermaid">`
 * with a warning; `'draw'`, the same `<pre>` inside the mermaid island, which draws it.
 */
export type MermaidMode = false | 'source' | 'draw';

/** The mode of the site's `markdown.mermaid` (false stays false, so the compile cache key of a site without it is unchanged). */
export const mermaidMode = (mermaid: { draw: boolean } | false): MermaidMode => (mermaid ? (mermaid.draw ? 'draw' : 'source') : false);

/** Options for `remarkMermaid`. */
export interface MermaidFenceOptions {
  mode: 'source' | 'draw';
}

/** The name of the island that draws diagrams (`theme/islands/mermaid.ts`); `<Mermaid>` writes the same markup. */
export const MERMAID_ISLAND = 'mermaid';

/**
 * With `markdown.mermaid` on, a ```` ```mermaid ```` fence is a diagram, not code: its source in
 * `<pre class="mermaid">` (readable without JavaScript, and what mermaid's own script reads).
 * Drawn, the `<pre>` sits in `<div class="mermaid-diagram" data-island="mermaid">`, which the
 * island replaces with the diagram (its chunk loads only on pages that have one). Not drawn
 * (a Docusaurus site without `@docusaurus/theme-mermaid`), the page gets one warning naming the first diagram's line.
 */
export function remarkMermaid({ mode }: MermaidFenceOptions) {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang !== 'mermaid') return;
      const diagram = node as unknown as { type: string; data: unknown };
      diagram.type = 'mermaidDiagram';
      const pre = { hName: 'pre', hProperties: { className: ['mermaid'] }, hChildren: [{ type: 'text', value: node.value }] };
      if (mode === 'draw') {
        diagram.data = { hName: 'div', hProperties: { className: ['mermaid-diagram'], dataIsland: MERMAID_ISLAND }, hChildren: [{ type: 'element', tagName: 'pre', properties: { className: ['mermaid'] }, children: pre.hChildren }] };
        return;
      }
      diagram.data = pre;
      addWarningOnce(warningsOf(file), {
        severity: 'warning',
        code: 'mermaid-diagram',
        message: 'mermaid diagrams are not drawn: shown as their source',
        source: { file: relPathOf(file), line: node.position?.start.line },
        hint: 'a Docusaurus site draws them with @docusaurus/theme-mermaid in its themes; the source stays in <pre class="mermaid">',
      });
    });
  };
}
