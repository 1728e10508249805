import { describe, expect, it } from 'vitest';
import { rebaseCss, rebaseHtml, rebaseMarkdown } from '../../../src/shared/rebaseMarkup.js';

describe('rebaseHtml', () => {
  it('gives every root-relative URL attribute the base', () => {
    const html = '<a href="/docs/x#a">x</a><img src="/img/a.png" srcset="/img/a.png 1x, /img/b.png 2x"><link rel="preload" href="/assets/f.woff2" imagesrcset="/img/c.png 480w">';
    expect(rebaseHtml(html, '/sub/')).toBe(
      '<a href="/sub/docs/x#a">x</a><img src="/sub/img/a.png" srcset="/sub/img/a.png 1x, /sub/img/b.png 2x"><link rel="preload" href="/sub/assets/f.woff2" imagesrcset="/sub/img/c.png 480w">',
    );
  });
  it('covers what the client fetches and meta refreshes, and og:image paths', () => {
    expect(rebaseHtml('<body data-search-documents="/search/d.json" data-search-index="/search/i.json">', '/sub/')).toBe('<body data-search-documents="/sub/search/d.json" data-search-index="/sub/search/i.json">');
    expect(rebaseHtml('<ul data-sidebar-src="/assets/sidebar.1.json"><button data-copy-markdown="/docs/x.md">', '/sub/')).toBe('<ul data-sidebar-src="/sub/assets/sidebar.1.json"><button data-copy-markdown="/sub/docs/x.md">');
    expect(rebaseHtml('<meta http-equiv="refresh" content="0; url=/docs/x"><meta property="og:image" content="/img/card.png"><meta name="description" content="A page">', '/sub/')).toBe(
      '<meta http-equiv="refresh" content="0; url=/sub/docs/x"><meta property="og:image" content="/sub/img/card.png"><meta name="description" content="A page">',
    );
  });
  it('leaves relative, external, mailto:, #hash and already-prefixed URLs, and escaped text, as they are', () => {
    const html = "<a href=\"docs/x\">r</a><a href='https://x.example/a'>e</a><a href=\"mailto:a@x.example\">m</a><a href=\"#top\">t</a><a href=\"/sub/docs/x\">p</a><a href=\"//cdn.example/x\">c</a><code>&lt;a href=&quot;/docs/x&quot;&gt;</code>";
    expect(rebaseHtml(html, '/sub/')).toBe(html);
  });
  it('reads single-quoted attributes too, and is the identity at base /', () => {
    expect(rebaseHtml("<img src='/img/a.png'>", '/sub/')).toBe("<img src='/sub/img/a.png'>");
    const html = '<a href="/docs/x">x</a>';
    expect(rebaseHtml(html, '/')).toBe(html);
  });
});

describe('rebaseCss', () => {
  it('gives root-relative url() the base, quoted or not, and leaves relative and data URLs', () => {
    expect(rebaseCss('a{background:url(/img/a.png)}b{src:url("/f.woff2")}c{x:url(./a.woff2)}d{x:url(data:image/png;base64,AA)}', '/sub/')).toBe(
      'a{background:url(/sub/img/a.png)}b{src:url("/sub/f.woff2")}c{x:url(./a.woff2)}d{x:url(data:image/png;base64,AA)}',
    );
  });
});

describe('rebaseMarkdown', () => {
  it('gives link and image destinations and reference definitions the base', () => {
    const markdown = 'See [setup](/docs/setup#install) and ![logo](/img/logo.svg "Logo").\n\n[ref]: /docs/ref\n\n[out](https://x.example/a) [rel](./a.md) [done](/sub/docs/x)';
    expect(rebaseMarkdown(markdown, '/sub/')).toBe('See [setup](/sub/docs/setup#install) and ![logo](/sub/img/logo.svg "Logo").\n\n[ref]: /sub/docs/ref\n\n[out](https://x.example/a) [rel](./a.md) [done](/sub/docs/x)');
  });
});

describe('rebaseHtml on CSS in pages', () => {
  it("gives url() in a page's <style> and in style attributes the base", () => {
    expect(rebaseHtml('<style data-page-css="">.hero{background:url(/img/hero.png)}</style><div style="background-image:url(&quot;/img/a.png&quot;)"></div>', '/sub/')).toBe(
      '<style data-page-css="">.hero{background:url(/sub/img/hero.png)}</style><div style="background-image:url(&quot;/sub/img/a.png&quot;)"></div>',
    );
  });
});

describe('rebaseHtml and scripts', () => {
  it("rebases a script's src but leaves its text, which the page's policy allows by hash", () => {
    const html = '<script type="module" src="/assets/main.js"></script><script>document.body.insertAdjacentHTML("beforeend", \'<img src="/img/a.png">\')</script><a href="/docs/x">x</a>';
    expect(rebaseHtml(html, '/sub/')).toBe('<script type="module" src="/sub/assets/main.js"></script><script>document.body.insertAdjacentHTML("beforeend", \'<img src="/img/a.png">\')</script><a href="/sub/docs/x">x</a>');
  });
});
