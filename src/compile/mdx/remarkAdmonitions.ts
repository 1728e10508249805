import type { Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';

/** Admonition types, as Docusaurus authors know them (`:::tip`). */
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

/** The title an admonition gets when it has none of its own. */
export const DEFAULT_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution' };

/**
 * Turns `:::tip[Title]` containers into `<aside class="admonition admonition-tip">` with a
 * title paragraph, and puts every other directive back as the text it was written as, so
 * prose such as `at 10:30` or `note:this` is never swallowed.
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const directive = node as ContainerDirective | LeafDirective | TextDirective;
      if (directive.type === 'containerDirective' && (ADMONITIONS as readonly string[]).includes(directive.name)) {
        const [first, ...rest] = directive.children;
        const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        const titleChildren = hasLabel ? first.children : [{ type: 'text' as const, value: DEFAULT_TITLES[directive.name]! }];
        directive.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${directive.name}`], 'data-admonition': directive.name } };
        directive.children = [
          { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['admonition-title'] } }, children: titleChildren },
          ...(hasLabel ? rest : directive.children),
        ] as ContainerDirective['children'];
        return;
      }
      if (parent && index !== undefined) {
        parent.children.splice(index, 1, ...(asWritten(directive) as never[]));
        return index;
      }
    });
  };
}

/** The markdown an unknown directive was written as (`:name[label]`), as text plus its children. */
function asWritten(directive: ContainerDirective | LeafDirective | TextDirective) {
  const marker = directive.type === 'textDirective' ? ':' : directive.type === 'leafDirective' ? '::' : ':::';
  const text = { type: 'text', value: `${marker}${directive.name}` };
  if (directive.type === 'textDirective') {
    return directive.children.length ? [text, { type: 'text', value: '[' }, ...directive.children, { type: 'text', value: ']' }] : [text];
  }
  return [{ type: 'paragraph', children: [text] }, ...directive.children];
}
