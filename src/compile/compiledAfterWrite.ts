import { detached } from '../shared/detached.js';
import type { CompiledContent } from './mdx/compileMarkdown.js';

/**
 * What the end of a build still reads of a docs page's compiled file once the page is written:
 * its links (the link check points at their lines), its format (the Markdown twin sink) and
 * what compiling found (the diagnostics, read once every file compiled). The output, headings
 * and CSS go. Kept whole, a file's headings kept its whole source alive: the markdown-it path
 * cuts each heading's text out of the source, and V8 keeps a substring as a view into the
 * string it was cut from (about 9 KB a page of the realistic corpus, 35 KB for a long page).
 */
export function compiledAfterWrite(entry: CompiledContent): CompiledContent {
  return {
    format: entry.format,
    output: '',
    headings: [],
    links: entry.links.map((link) => ({ href: detached(link.href), source: link.source })),
    brokenMarkdownLinks: entry.brokenMarkdownLinks,
    removedUrls: entry.removedUrls,
    warnings: entry.warnings,
    ...(entry.contentTitle !== undefined && { contentTitle: entry.contentTitle }),
  };
}
