import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Every route in a build's sitemap, plus an unknown path for the not-found page. */
export function sitemapRoutes(buildDir: string): string[] {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/').concat('/this-page-does-not-exist');
}
