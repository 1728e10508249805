import type { Diagnostic } from '../types.js';

/**
 * The note for a page left out because its frontmatter says `draft: true` (Docusaurus leaves
 * drafts out of production builds), so a page never goes missing without a word.
 */
export function draftNote(relPath: string): Diagnostic {
  return { severity: 'warning', code: 'draft', message: 'draft: true, so the page is left out of the build', source: { file: relPath, line: undefined }, hint: 'remove draft: true (or set it to false) to publish it' };
}
