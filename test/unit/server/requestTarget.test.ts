import { describe, expect, it } from 'vitest';
import { localLocation, readRequestTarget } from '../../../src/server/requestTarget.js';

describe('readRequestTarget', () => {
  it('decodes the path and keeps the query as sent, in origin and absolute form', () => {
    expect(readRequestTarget('/docs/caf%C3%A9?q=a%20b')).toEqual({ pathname: '/docs/café', search: '?q=a%20b' });
    expect(readRequestTarget('http://example.com/docs/intro?x=1')).toEqual({ pathname: '/docs/intro', search: '?x=1' });
    // A path that starts with `//` is a path, not a host.
    expect(readRequestTarget('//docs/intro')).toEqual({ pathname: '//docs/intro', search: '' });
    expect(readRequestTarget('//[')).toEqual({ pathname: '//[', search: '' });
  });

  it('refuses targets it cannot read', () => {
    for (const target of ['http://[', 'http://[/x', '/%E0%A4%A', '/a%00b', 'ftp://example.com/x', '*']) expect(readRequestTarget(target), target).toBeUndefined();
  });
});

describe('localLocation', () => {
  it('never starts with two slashes, a backslash after the slash, or a scheme', () => {
    expect(localLocation('//docs/intro', '')).toBe('/docs/intro');
    expect(localLocation('/\\evil.example/x', '')).toBe('/evil.example/x');
    expect(localLocation('/http://evil.example', '')).toBe('/http%3A//evil.example');
    expect(localLocation('/docs/café', '?q=é')).toBe('/docs/caf%C3%A9?q=%C3%A9');
    expect(localLocation('/a\r\nSet-Cookie: x', '')).toBe('/a%0D%0ASet-Cookie%3A%20x');
    expect(localLocation('/docs/what?#\\', '?x=1')).toBe('/docs/what%3F%23%5C?x=1');
  });
});
