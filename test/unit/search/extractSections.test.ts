import { describe, expect, it } from 'vitest';
import { extractSections, squash } from '../../../src/search/extractSections.js';

const page = (main: string) =>
  `<!DOCTYPE html><html><head><title>T</title><script>var x = "<h2 id=no>"</script></head><body><nav class="navbar"><a href="/">Home</a></nav>` +
  `<main id="main-content"><nav class="breadcrumbs"><a href="/">Home</a></nav>${main}<nav class="paginator"><a href="/next">Next page</a></nav></main>` +
  `<footer>Copyright</footer></body></html>`;

describe('extractSections: pages split at their h2/h3 anchors', () => {
  it('splits the content column at h2 and h3 headings with ids', () => {
    const sections = extractSections(
      page('<article class="markdown"><h1>Title</h1><p>Intro text.</p><h2 id="first">First<a class="hash-link" aria-hidden="true" href="#first">#</a></h2><p>One.</p><h3 id="deeper">Deeper</h3><p>Two.</p><h4 id="small">Small</h4><p>Three.</p></article>'),
    );
    expect(sections.map(({ anchor, title, prose }) => ({ anchor, title, prose }))).toEqual([
      { anchor: '', title: '', prose: 'Intro text.' },
      { anchor: 'first', title: 'First', prose: 'One.' },
      { anchor: 'deeper', title: 'Deeper', prose: 'Two. Small Three.' },
    ]);
  });

  it('leaves out chrome: breadcrumbs, paginator, navbar, footer, buttons, hidden and ignored parts, islands, tab lists', () => {
    const [intro] = extractSections(
      page(
        '<article><p>Kept</p><button>Copy</button><div hidden>Hidden</div><div aria-hidden="true">Decor</div><div data-search-ignore="">Skip</div>' +
          '<div data-island="try-it">Send</div><div role="tablist"><button role="tab">python</button></div><details class="toc-mobile"><summary>On this page</summary></details><svg><text>Icon</text></svg></article>',
      ),
    );
    expect(intro!.prose).toBe('Kept');
  });

  it('reads the whole main column when there is no article (the home page)', () => {
    const sections = extractSections(page('<section><p>Hero</p></section><section><h2 id="agents">Agents</h2><p>Cards</p></section>'));
    expect(sections.map((section) => section.prose)).toEqual(['Hero', 'Cards']);
  });

  it('keeps code apart from prose, and never separates the spans of one code token', () => {
    const [intro] = extractSections(page('<article><p>Call <code><span>/agent/</span><span>{agent_id}</span></code> like this:</p><pre><code><span>resp</span><span>.</span><span>json</span>()\n<span>print</span></code></pre></article>'));
    expect(intro!.prose).toBe('Call /agent/{agent_id} like this:');
    expect(intro!.code).toBe('resp.json() print');
  });

  it('says whether a section has words of its own outside links, and leaves out the no-JS tab labels', () => {
    const sections = extractSections(
      page(
        '<article><p>Intro.</p><h2 id="related-pages">Related pages</h2><ul><li><a href="/a">Billing</a></li><li><a href="/b">Dashboard</a></li></ul>' +
          '<h2 id="code-samples">Code samples</h2><div role="tabpanel"><p class="tab-panel-label">python</p><pre><code>import requests</code></pre></div>' +
          '<h2 id="see-also">See also</h2><p>Read <a href="/c">Billing</a> first.</p></article>',
      ),
    );
    expect(sections.map(({ anchor, prose, hasOwnProse }) => ({ anchor, prose, hasOwnProse }))).toEqual([
      { anchor: '', prose: 'Intro.', hasOwnProse: true },
      { anchor: 'related-pages', prose: 'Billing Dashboard', hasOwnProse: false },
      { anchor: 'code-samples', prose: '', hasOwnProse: false },
      { anchor: 'see-also', prose: 'Read Billing first.', hasOwnProse: true },
    ]);
  });

  it('separates words that React renders side by side in separate elements', () => {
    const [intro] = extractSections(page('<article><div class="schema-head"><code class="schema-name">take_profit</code><span class="schema-type">number</span><span>required</span></div></article>'));
    expect(intro!.prose).toBe('take_profit number required');
  });

  it('decodes character references: markup written in a page is text, not tags', () => {
    const [intro] = extractSections(page('<article><p>&lt;img src=x onerror=alert(1)&gt; &amp; &#x3C;script&#x3E; &quot;q&quot; &#39;a&#39;</p></article>'));
    expect(intro!.prose).toBe(`<img src=x onerror=alert(1)> & <script> "q" 'a'`);
  });

  it('records elements with an id inside a section as spots, with their text', () => {
    const sections = extractSections(page('<article><h2 id="responses">Responses</h2><div id="response-404"><h3>404</h3><p>Not found</p></div><div role="tabpanel" id="tabs-1-panel-curl">curl</div></article>'));
    expect(sections[1]!.spots).toEqual([{ id: 'response-404', text: '404 Not found' }]);
  });

  it('stops at the end of the content column', () => {
    const sections = extractSections('<main><article><p>In</p></article><p>After article</p></main><p>After main</p>');
    expect(sections.map((section) => section.prose)).toEqual(['In']);
  });

  it('squashes white space in one pass as the three replacements did: runs to one space, none before closing punctuation or after an opening bracket, none at the ends', () => {
    const byRegex = (text: string) => text.replace(/\s+/g, ' ').replace(/ (?=[.,;:!?)\]])/g, '').replace(/([([]) /g, '$1').trim();
    const texts = ['  a  b\t\nc  ', 'word .', 'x ( y ) z [ w ]', '( )', '[ (', '( ( x', 'a\u00a0\u2003b\u3000c\ufeff', 'end ,  ;  : ! ?', ' ', '', '\n\n', 'no-space', 'a ) ( b'];
    for (const text of texts) expect(squash(text), JSON.stringify(text)).toBe(byRegex(text));
  });
});

