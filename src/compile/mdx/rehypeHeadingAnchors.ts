import rehypeAutolinkHeadings, { type Options } from 'rehype-autolink-headings';
import type { Pluggable } from 'unified';

/**
 * rehype-autolink-headings, set up to append `<a class="hash-link" … href="#id">#</a>` to
 * h2–h6 once `rehypeHeadings` has given them ids. Headings whose text comes from an MDX
 * expression get no id here and get the same anchor from `finishHeadings` once rendered; the
 * markdown-it path writes the same markup itself (`tokensToHtml`, held equal by its tests).
 */
export const rehypeHeadingAnchors: Pluggable = [
  rehypeAutolinkHeadings,
  {
    behavior: 'append',
    test: ['h2', 'h3', 'h4', 'h5', 'h6'],
    properties: { className: ['hash-link'], ariaHidden: 'true', tabIndex: -1 },
    content: { type: 'text', value: '#' },
  } satisfies Options,
];
