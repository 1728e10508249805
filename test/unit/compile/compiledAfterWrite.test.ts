import { describe, expect, it } from 'vitest';
import { compiledAfterWrite } from '../../../src/compile/compiledAfterWrite.js';
import type { CompiledContent } from '../../../src/compile/mdx/compileMarkdown.js';
import { MB, retainedBytes } from '../../helpers/retainedHeap.js';

// Issue 21 (memory): what a written docs page leaves in the build until the end.
const FILES = 20;

/** A compiled file as the markdown-it path makes it: its headings' texts and link hrefs cut out of its source. */
function compiledFile(index: number): CompiledContent {
  const source = `## Heading number ${index} of the page\n\n[a link to somewhere far](/docs/target-page-${index}#section)\n\n${'A long paragraph of the page. '.repeat(20_000)}`;
  const heading = source.slice(3, source.indexOf('\n'));
  const href = source.slice(source.indexOf('(') + 1, source.indexOf(')'));
  return {
    format: 'html',
    output: `<h2>${heading}</h2>`,
    headings: [{ depth: 2, id: `heading-${index}`, text: heading }],
    links: [{ href, source: { file: `docs/page-${index}.md`, line: 3 } }],
    brokenMarkdownLinks: [],
    removedUrls: [],
    warnings: [{ severity: 'warning', code: 'content', message: `page ${index}`, source: { file: `docs/page-${index}.md` } }],
    contentTitle: false,
  };
}

describe('compiledAfterWrite', () => {
  it('keeps what the end of the build reads: format, links (with their lines) and what compiling found', () => {
    const entry = compiledFile(3);
    const after = compiledAfterWrite(entry);
    expect(after).toEqual({ ...entry, output: '', headings: [] });
  });

  it('keeps no view into the file\'s source', () => {
    const { result, bytes } = retainedBytes(() => Array.from({ length: FILES }, (_, index) => compiledAfterWrite(compiledFile(index))));
    // Each source is 600 KB: a heading's or a link's text kept as a view into it would keep 12 MB.
    expect(bytes).toBeLessThan(1 * MB);
    expect(result[7]!.links[0]!.href).toBe('/docs/target-page-7#section');
  });
});
