import type { ContentFile, Diagnostic } from '../types.js';

/**
 * The note for a page left out because its frontmatter says `draft: true` (Docusaurus leaves
 * drafts out of production builds), so a page never goes missing without a word.
 */
export function draftNote(content: Pick<ContentFile, 'relPath' | 'source'>): Diagnostic {
  const index = content.source.split('\n').findIndex((line, at) => at > 0 && /^draft\s*:/.test(line));
  const source = { file: content.relPath, ...(index > 0 && { line: index + 1 }) };
  return { severity: 'warning', code: 'draft', message: 'draft: true, so the page is left out of the build', source, hint: 'remove draft: true (or set it to false) to publish it' };
}
