import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { addWarningOnce, relPathOf, warningsOf } from './contentWarnings.js';

/** A ```` ```mermaid ```` fence (outside other code), which `markdown.mermaid` turns into a diagram in Docusaurus. */
export const hasMermaidFence = (source: string) => /^[ \t>]*(```|~~~)[ \t]*mermaid\b/m.test(source);

/**
 * With `markdown.mermaid` on, Docusaurus draws ```` ```mermaid ```` fences as diagrams in the
 * browser. docsite does not draw them: each keeps its source in `<pre class="mermaid">` (what
 * mermaid's own script reads, should a site add it), not highlighted as code, and the page
 * gets one warning naming the first diagram's line.
 */
export function remarkMermaid() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang !== 'mermaid') return;
      const diagram = node as unknown as { type: string; data: unknown };
      diagram.type = 'mermaidDiagram';
      diagram.data = { hName: 'pre', hProperties: { className: ['mermaid'] }, hChildren: [{ type: 'text', value: node.value }] };
      addWarningOnce(warningsOf(file), {
        severity: 'warning',
        code: 'mermaid-diagram',
        message: 'mermaid diagrams are not drawn: shown as their source',
        source: { file: relPathOf(file), line: node.position?.start.line },
        hint: "docsite does not run Docusaurus's mermaid theme; the source stays in <pre class=\"mermaid\">",
      });
    });
  };
}
