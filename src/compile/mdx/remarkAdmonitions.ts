import type { Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ADMONITIONS, defaultTitleOf, DEFAULT_TITLE_ATTRIBUTE } from './admonitionTypes.js';
import { unknownAdmonitionWarning, warningsOf } from './contentWarnings.js';


/** Options for `remarkAdmonitions`. */
export interface AdmonitionOptions {
  /** The admonition keywords (`ADMONITIONS` unless the site's config says otherwise). */
  keywords?: readonly string[];
}

/**
 * Turns `:::tip[Title]` containers into `<aside class="admonition admonition-tip">` with a
 * title paragraph (the type's English title, marked as the default, when none is given), and puts every other text or leaf directive back as the text it was written
 * as, so prose such as `at 10:30` or `note:this` is never swallowed. A container of no known
 * keyword (`:::foo`) keeps its content, without a box, and gets a warning, as in Docusaurus.
 */
export function remarkAdmonitions({ keywords = ADMONITIONS }: AdmonitionOptions = {}) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const directive = node as ContainerDirective | LeafDirective | TextDirective;
      if (directive.type === 'containerDirective' && keywords.includes(directive.name)) {
        const [first, ...rest] = directive.children;
        const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        const titleChildren = hasLabel ? first.children : [{ type: 'text' as const, value: defaultTitleOf(directive.name) }];
        directive.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${directive.name}`], 'data-admonition': directive.name } };
        directive.children = [
          { type: 'paragraph', data: { hName: 'p', hProperties: { className: ['admonition-title'], ...(!hasLabel && { [DEFAULT_TITLE_ATTRIBUTE]: directive.name }) } }, children: titleChildren },
          ...(hasLabel ? rest : directive.children),
        ] as ContainerDirective['children'];
        return;
      }
      if (directive.type === 'containerDirective') {
        warningsOf(file).push(unknownAdmonitionWarning(directive.name, file, directive.position?.start, keywords));
        directive.data = { hName: 'div' };
        return;
      }
      if (parent && index !== undefined) {
        parent.children.splice(index, 1, ...(asWritten(directive) as never[]));
        return index;
      }
    });
  };
}

/** The markdown an unknown text or leaf directive was written as (`:name[label]`), as text plus its children. */
function asWritten(directive: LeafDirective | TextDirective) {
  const marker = directive.type === 'textDirective' ? ':' : '::';
  const text = { type: 'text', value: `${marker}${directive.name}` };
  if (directive.type === 'textDirective') {
    return directive.children.length ? [text, { type: 'text', value: '[' }, ...directive.children, { type: 'text', value: ']' }] : [text];
  }
  return [{ type: 'paragraph', children: [text] }, ...directive.children];
}
