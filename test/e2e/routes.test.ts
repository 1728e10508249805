import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { SPEC_ROUTES } from '../helpers/specRoutes.js';

const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');

describe('routes of the real site, served by docsite serve', () => {
  it('has exactly the 57 routes of the spec in its sitemap, no more and no fewer', () => {
    const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    const routes = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/').sort();
    expect(SPEC_ROUTES).toHaveLength(57);
    expect(routes).toEqual([...SPEC_ROUTES].sort());
  });

  it('answers 200 with a titled page at every spec route', async () => {
    for (const route of SPEC_ROUTES) {
      const response = await fetch(baseUrl + route, { redirect: 'manual' });
      expect(response.status, route).toBe(200);
      const html = await response.text();
      expect(html, route).toMatch(/<title>[^<]+<\/title>/);
      expect(html, route).toContain('<html lang="en"');
    }
  });

  it('answers 404 with the not-found page for unknown paths', async () => {
    for (const route of ['/nope', '/docs', '/docs/intro/extra', '/404', '/404.html', '/blog/page/2']) {
      const response = await fetch(baseUrl + route, { redirect: 'manual' });
      expect(response.status, route).toBe(404);
      expect(await response.text(), route).toContain('Page not found');
    }
  });

  it('redirects /docs/intro/index.html and /docs/intro/ permanently to /docs/intro', async () => {
    for (const variant of ['/docs/intro/index.html', '/docs/intro/']) {
      const response = await fetch(baseUrl + variant, { redirect: 'manual' });
      expect(response.status, variant).toBe(301);
      expect(response.headers.get('location'), variant).toBe('/docs/intro');
    }
  });
});
