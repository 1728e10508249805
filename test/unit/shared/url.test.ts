import { describe, expect, it } from 'vitest';
import { slugifyId } from '../../../src/shared/slug.js';
import { isExternal, joinPath, normalizeRoutePath, routeToFile, splitHref } from '../../../src/shared/url.js';

describe('url helpers', () => {
  it('normalises index.html and trailing slashes to the bare route', () => {
    expect(normalizeRoutePath('/docs/intro/index.html')).toBe('/docs/intro');
    expect(normalizeRoutePath('/docs/intro.html')).toBe('/docs/intro');
    expect(normalizeRoutePath('/docs/intro/')).toBe('/docs/intro');
    expect(normalizeRoutePath('/index.html')).toBe('/');
    expect(normalizeRoutePath('/')).toBe('/');
  });
  it('joins paths and maps routes to files', () => {
    expect(joinPath('docs', '/category/', 'product')).toBe('/docs/category/product');
    expect(joinPath('')).toBe('/');
    expect(routeToFile('/')).toBe('index.html');
    expect(routeToFile('/docs/intro')).toBe('docs/intro.html');
  });
  it('tells external links and splits hashes', () => {
    expect(isExternal('https://a.example')).toBe(true);
    expect(isExternal('mailto:x@y.example')).toBe(true);
    expect(isExternal('//cdn.example/x')).toBe(true);
    expect(isExternal('/docs')).toBe(false);
    expect(splitHref('/a?b=1#c%20d')).toEqual({ pathname: '/a', hash: 'c d' });
  });
});

describe('slugifyId', () => {
  it('gives the spec slugs for the operation ids and the API title', () => {
    expect(slugifyId('0xMonk')).toBe('0-xmonk');
    expect(slugifyId('11_get_agent_trades_v2')).toBe('11-get-agent-trades-v-2');
    expect(slugifyId('tg_wallet_details_wallet_details_monk_tg_auth__tg_userid__get')).toBe('tg-wallet-details-wallet-details-monk-tg-auth-tg-userid-get');
    expect(slugifyId('get_task_status')).toBe('get-task-status');
  });
});
