import { describe, expect, it } from 'vitest';
import type { CodeHighlighter } from '../../../src/compile/mdx/highlighter.js';
import { createFenceRenderer, MAX_CACHED_BLOCKS } from '../../../src/compile/mdx/rehypeCodeBlocks.js';

/** A highlighter that counts the blocks it is asked to highlight. */
function countingHighlighter() {
  const calls: string[] = [];
  const highlighter = {
    resolveLanguage: async (lang: string | undefined) => lang ?? 'text',
    codeToHtml: async (code: string) => {
      calls.push(code);
      return `<pre><code>${code}</code></pre>`;
    },
  } as unknown as CodeHighlighter;
  return { highlighter, calls };
}

const fence = (text: string) => ({ fenceLang: 'js', meta: undefined, text });

describe('the fence renderer cache', () => {
  it('highlights a repeated block once', async () => {
    const { highlighter, calls } = countingHighlighter();
    const render = createFenceRenderer(highlighter, 'html');
    const first = await render(fence('let a = 1;'));
    expect(await render(fence('let a = 1;'))).toBe(first);
    expect(calls).toEqual(['let a = 1;']);
  });

  it(`keeps only the ${MAX_CACHED_BLOCKS} latest blocks, so a site whose pages each have code of their own does not hold them all`, async () => {
    const { highlighter, calls } = countingHighlighter();
    const render = createFenceRenderer(highlighter, 'html');
    for (let block = 0; block <= MAX_CACHED_BLOCKS; block++) await render(fence(`block ${block}`));
    expect(calls).toHaveLength(MAX_CACHED_BLOCKS + 1);
    // The latest is still kept; the first was dropped and is highlighted again.
    await render(fence(`block ${MAX_CACHED_BLOCKS}`));
    expect(calls).toHaveLength(MAX_CACHED_BLOCKS + 1);
    await render(fence('block 0'));
    expect(calls.at(-1)).toBe('block 0');
    expect(calls).toHaveLength(MAX_CACHED_BLOCKS + 2);
  });
});
