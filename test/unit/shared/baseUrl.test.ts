import { describe, expect, it } from 'vitest';
import { absoluteUrl, hrefWithoutBase, rootRelativeWithBase, stripBase, withBase } from '../../../src/shared/baseUrl.js';

describe('withBase (Docusaurus addBaseUrl rules)', () => {
  it('puts the base before a root-relative path, with one slash between', () => {
    expect(withBase('/sub/', '/docs/intro')).toBe('/sub/docs/intro');
    expect(withBase('/sub/', '/')).toBe('/sub/');
    expect(withBase('/a/b/', '/img/x.png')).toBe('/a/b/img/x.png');
  });
  it('makes a relative path one on the site, as useBaseUrl does', () => {
    expect(withBase('/sub/', 'img/logo.svg')).toBe('/sub/img/logo.svg');
    expect(withBase('/', 'img/logo.svg')).toBe('/img/logo.svg');
  });
  it('keeps the query and the hash', () => {
    expect(withBase('/sub/', '/docs/intro?x=1#setup')).toBe('/sub/docs/intro?x=1#setup');
    expect(withBase('/sub/', '/search/index.json?v=2')).toBe('/sub/search/index.json?v=2');
  });
  it('leaves #hash, ?query, empty URLs, schemes and protocol-relative URLs alone', () => {
    for (const url of ['#setup', '?tab=a', '', 'mailto:team@x.example', 'https://x.example/docs', 'tel:+123', 'data:image/png;base64,AA', '//cdn.example/x.js']) expect(withBase('/sub/', url), url).toBe(url);
  });
  it('does not double a base the URL already has; the base without its slash is the base', () => {
    expect(withBase('/sub/', '/sub/docs/intro')).toBe('/sub/docs/intro');
    expect(withBase('/sub/', '/sub/')).toBe('/sub/');
    expect(withBase('/sub/', '/sub')).toBe('/sub/');
    // Only a whole segment is the base.
    expect(withBase('/sub/', '/subway')).toBe('/sub/subway');
  });
  it('adds the base anyway when forced, and the origin when absolute', () => {
    expect(withBase('/sub/', '/sub/x', { forcePrependBaseUrl: true })).toBe('/sub/sub/x');
    expect(withBase('/sub/', '/docs/x', { absolute: true, siteUrl: 'https://x.example' })).toBe('https://x.example/sub/docs/x');
  });
  it('changes nothing at base /', () => {
    for (const url of ['/docs/intro', '/', '#a', 'https://x.example', '/docs/x?y#z']) expect(withBase('/', url), url).toBe(url);
  });
});

describe('rootRelativeWithBase', () => {
  it('touches only root-relative URLs', () => {
    expect(rootRelativeWithBase('/sub/', '/docs/x')).toBe('/sub/docs/x');
    expect(rootRelativeWithBase('/sub/', 'docs/x')).toBe('docs/x');
    expect(rootRelativeWithBase('/sub/', './cover.png')).toBe('./cover.png');
    expect(rootRelativeWithBase('/sub/', '//cdn.example/x')).toBe('//cdn.example/x');
    expect(rootRelativeWithBase('/sub/', '/sub/docs/x')).toBe('/sub/docs/x');
  });
});

describe('stripBase and hrefWithoutBase', () => {
  it('gives the route a request or written link names', () => {
    expect(stripBase('/sub/', '/sub/docs/x')).toBe('/docs/x');
    expect(stripBase('/sub/', '/sub/')).toBe('/');
    expect(stripBase('/sub/', '/sub')).toBe('/');
    expect(stripBase('/sub/', '/docs/x')).toBeUndefined();
    expect(stripBase('/', '/docs/x')).toBe('/docs/x');
  });
  it('keeps the query and hash, and leaves links without the base as written', () => {
    expect(hrefWithoutBase('/sub/', '/sub/docs/x#setup')).toBe('/docs/x#setup');
    expect(hrefWithoutBase('/sub/', '/sub?x=1')).toBe('/?x=1');
    expect(hrefWithoutBase('/sub/', '/docs/x')).toBe('/docs/x');
    expect(hrefWithoutBase('/sub/', 'https://x.example/sub/docs')).toBe('https://x.example/sub/docs');
    expect(hrefWithoutBase('/sub/', '../sub/x')).toBe('../sub/x');
  });
});

describe('absoluteUrl', () => {
  it('joins the origin, the base and the path', () => {
    expect(absoluteUrl('https://x.example', '/sub/', '/docs/x')).toBe('https://x.example/sub/docs/x');
    expect(absoluteUrl('https://x.example', '/sub/', '/')).toBe('https://x.example/sub/');
    expect(absoluteUrl('https://x.example', '/sub/', 'img/card.png')).toBe('https://x.example/sub/img/card.png');
    expect(absoluteUrl('https://x.example', '/', '/docs/x')).toBe('https://x.example/docs/x');
  });
  it('keeps a URL with a scheme, and a route that starts like the base gets the base too', () => {
    expect(absoluteUrl('https://x.example', '/sub/', 'https://cdn.example/card.png')).toBe('https://cdn.example/card.png');
    expect(absoluteUrl('https://x.example', '/docs/', '/docs/intro')).toBe('https://x.example/docs/docs/intro');
  });
});
