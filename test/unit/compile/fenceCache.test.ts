import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCodeBlockCache } from '../../../src/compile/mdx/codeBlockCache.js';
import { createCodeHighlighter, type CodeHighlighter } from '../../../src/compile/mdx/highlighter.js';
import { isKnownLanguage, LANGUAGE_ALIASES, lazyCodeHighlighter } from '../../../src/compile/mdx/lazyHighlighter.js';
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

describe('the code block cache kept between builds', () => {
  const themes = { light: 'github-light', dark: 'github-dark' };
  const withThemes = (highlighter: CodeHighlighter, given = themes) => Object.assign(highlighter, { themes: given });
  const tempCache = () => openCodeBlockCache(mkdtempSync(path.join(os.tmpdir(), 'docsite-code-blocks-')));

  it('gives a later build the block without highlighting it again', async () => {
    const stored = tempCache();
    const first = countingHighlighter();
    const html = await createFenceRenderer(withThemes(first.highlighter), 'html', undefined, stored)(fence('let a = 1;'));
    // A new renderer stands for the next build's process: its memory cache is empty.
    const next = countingHighlighter();
    expect(await createFenceRenderer(withThemes(next.highlighter), 'html', undefined, stored)(fence('let a = 1;'))).toBe(html);
    expect(next.calls).toEqual([]);
  });

  it('highlights again for other themes, other magic comments or another meta string', async () => {
    const stored = tempCache();
    await createFenceRenderer(withThemes(countingHighlighter().highlighter), 'html', undefined, stored)(fence('let a = 1;'));
    const other = countingHighlighter();
    await createFenceRenderer(withThemes(other.highlighter, { light: 'min-light', dark: 'github-dark' }), 'html', undefined, stored)(fence('let a = 1;'));
    await createFenceRenderer(withThemes(other.highlighter), 'html', [{ className: 'x', line: 'x-line' }], stored)(fence('let a = 1;'));
    await createFenceRenderer(withThemes(other.highlighter), 'html', undefined, stored)({ ...fence('let a = 1;'), meta: '{1}' });
    expect(other.calls).toHaveLength(3);
  });

  it('keeps a block as elements (MDX) equal to the one highlighted', async () => {
    const stored = tempCache();
    const highlighter = await createCodeHighlighter(themes);
    const block = await createFenceRenderer(highlighter, 'hast', undefined, stored)({ fenceLang: 'ts', meta: 'title="a.ts" {2}', text: 'const a: number = 1;\nexport { a };' });
    const starts: string[] = [];
    const lazy = lazyCodeHighlighter(themes, async () => (starts.push('started'), highlighter));
    const again = await createFenceRenderer(lazy, 'hast', undefined, stored)({ fenceLang: 'ts', meta: 'title="a.ts" {2}', text: 'const a: number = 1;\nexport { a };' });
    expect(again).toEqual(block);
    expect(starts).toEqual([]);
  });
});

describe("the code block cache's logs", () => {
  const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'docsite-code-blocks-'));
  const logsOf = (cacheDir: string) => {
    const [folder] = readdirSync(cacheDir).map((name) => path.join(cacheDir, name));
    return readdirSync(folder!).map((name) => path.join(folder!, name));
  };

  it('reads nothing and creates nothing in a cold build, until a block is saved', () => {
    const dir = tempDir();
    expect(openCodeBlockCache(dir).get('ab12')).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('appends each block to one log per thread, and the next build reads them back, multi-byte text included', () => {
    const dir = tempDir();
    const first = openCodeBlockCache(dir);
    first.set('aa01', '<pre>const é = "→😀";</pre>');
    first.set('aa02', 'line 1\nline 2\n');
    const logs = logsOf(dir);
    expect(logs).toHaveLength(1);
    expect(readFileSync(logs[0]!, 'utf8')).toBe('aa01 32\n<pre>const é = "→😀";</pre>\naa02 14\nline 1\nline 2\n\n');
    const next = openCodeBlockCache(dir);
    expect([next.get('aa01'), next.get('aa02'), next.get('aa03')]).toEqual(['<pre>const é = "→😀";</pre>', 'line 1\nline 2\n', undefined]);
  });

  it("reads the records before one cut short (a process killed mid-write), and other threads' logs whole", () => {
    const dir = tempDir();
    openCodeBlockCache(dir).set('bb01', 'kept');
    const [log] = logsOf(dir);
    appendFileSync(log!, 'bb02 100\ncut sho');
    writeFileSync(path.join(path.dirname(log!), '1-2-3.log'), 'cc01 5\nother\n');
    const next = openCodeBlockCache(dir);
    expect([next.get('bb01'), next.get('bb02'), next.get('cc01')]).toEqual(['kept', undefined, 'other']);
  });

  it('reads again what was appended since it last read, in the same process (a dev rebuild)', () => {
    const dir = tempDir();
    const build1 = openCodeBlockCache(dir);
    build1.set('dd01', 'one');
    expect(build1.get('dd01')).toBe('one');
    build1.set('dd02', 'two');
    const build2 = openCodeBlockCache(dir);
    expect([build2.get('dd01'), build2.get('dd02')]).toEqual(['one', 'two']);
    expect(existsSync(logsOf(dir)[0]!)).toBe(true);
  });
});

describe('the lazy highlighter', () => {
  const themes = { light: 'github-light', dark: 'github-dark' };

  it('starts shiki on the first block to highlight, once', async () => {
    const starts: string[] = [];
    const real = await createCodeHighlighter(themes);
    const lazy = lazyCodeHighlighter(themes, async () => (starts.push('started'), real));
    expect(starts).toEqual([]);
    const render = createFenceRenderer(lazy, 'html');
    expect(await render(fence('let a = 1;'))).toBe(await createFenceRenderer(real, 'html')(fence('let a = 1;')));
    await render(fence('let b = 2;'));
    expect(starts).toEqual(['started']);
  });

  it('knows the languages the highlighter resolves, without starting it', async () => {
    const real = await createCodeHighlighter(themes);
    for (const lang of ['ts', 'TypeScript', 'js', 'sh', 'console', 'py', 'yml', 'rust', 'text', 'txt', 'plaintext', 'plain', 'none', 'nosuchlanguage', 'c++', 'mermaid']) {
      const name = LANGUAGE_ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
      const expected = ['plaintext', 'plain', 'none'].includes(name) || (await real.resolveLanguage(lang)) !== 'plaintext';
      expect([lang, await isKnownLanguage(lang)]).toEqual([lang, expected]);
    }
    expect(await isKnownLanguage(undefined)).toBe(true);
  });
});
