import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../../src/render/htmlToMarkdown.js';
import { startMarkdownConverter } from '../../../src/render/markdownTwins.js';

/** A rendered article as the theme writes one: a heading with its anchor, a highlighted block with its title and copy button, a plain block. */
const article =
  '<h2 id="setup">Set up<a class="hash-link" aria-hidden="true" tabindex="-1" href="#setup">#</a></h2><p>Call <code>buy</code> with a key:</p>' +
  '<div class="code-block" data-language="python"><div class="code-title">bot.py</div><pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e" tabindex="0"><code>' +
  '<span class="line"><span style="--shiki-light:#005CC5">print</span><span style="--shiki-light:#24292E">(</span><span style="--shiki-light:#032F62">&quot;a &lt;b&gt; &amp; c&quot;</span><span>)</span></span>\n' +
  '<span class="line highlighted"><span>x = 1</span></span></code></pre><button type="button" class="copy-button">Copy</button></div>' +
  '<pre><code class="language-json">{"amount_usd": 100}</code></pre><!-- --><p>Done.</p>';
const markdown = '## Set up\n\nCall `buy` with a key:\n\nbot.py\n\n```\nprint("a <b> & c")\nx = 1\n```\n\n```json\n{"amount_usd": 100}\n```\n\nDone.\n';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-markdown-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('htmlToMarkdown', () => {
  it('keeps content and code text, drops the interface (anchors, copy buttons, comments) and the highlighting', () => {
    expect(htmlToMarkdown(article)).toBe(markdown);
  });

  it("writes a mermaid island's diagram as the mermaid code block it was written as, though other islands are interface", () => {
    const diagram = '<p>Flow:</p><div class="mermaid-diagram" data-island="mermaid"><pre class="mermaid">graph TD;\n  A--&gt;B;</pre></div><div data-island="try-it"><p>Send</p></div>';
    expect(htmlToMarkdown(diagram)).toBe('Flow:\n\n```mermaid\ngraph TD;\n  A-->B;\n```\n');
  });
});

describe('startMarkdownConverter', () => {
  it('converts in-process without a compiled worker, and keeps results for the next build', async () => {
    const first = await startMarkdownConverter(dir);
    expect(await first.toMarkdown(article)).toBe(markdown);
    await first.close();
    expect(readdirSync(dir).filter((name) => name.startsWith('markdown-'))).toHaveLength(1);
    const second = await startMarkdownConverter(dir);
    // Served from the cache: the same text, whatever the converter would make of it now.
    expect(await second.toMarkdown(article)).toBe(markdown);
    await second.close();
  });
});
