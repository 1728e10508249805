import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { routeToFile } from '../../src/shared/url.js';
import { gotoReady, launchBrowser } from '../helpers/browser.js';

const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('security headers', () => {
  const headersFile = readFileSync(path.join(buildDir, '_headers'), 'utf8');
  const csp = /Content-Security-Policy: (.*)/.exec(headersFile)![1]!;

  it('covers every executable inline script in the build by a hash, without unsafe-inline for scripts', () => {
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    let checked = 0;
    for (const file of htmlFiles(buildDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\stype="application\/(ld\+)?json"/.test(match[1]!)) continue;
        const hash = `'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`;
        expect(scriptSrc, path.relative(buildDir, file)).toContain(hash);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('sends the built policy and the other headers from docsite serve', async () => {
    for (const route of ['/', '/docs/intro', '/nope', '/robots.txt']) {
      const response = await fetch(baseUrl + route);
      expect(response.headers.get('content-security-policy'), route).toBe(csp);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('clipboard-write=(self)');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'", "connect-src 'self'"]) expect(csp).toContain(directive);
  });

  it('writes the same policy as an nginx snippet', () => {
    const nginx = readFileSync(path.join(buildDir, 'nginx-security-headers.conf'), 'utf8');
    expect(nginx).toContain(`add_header Content-Security-Policy "${csp}" always;`);
  });
});

describe('AI-ready docs', () => {
  const llms = readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');

  it('writes llms.txt in the llmstxt.org format', () => {
    expect(llms).toMatch(/^# Sable\n\n> .+\n\n## /);
    for (const section of ['## Docs', '## Developers', '## API reference', '## Legal']) expect(llms).toContain(section);
    expect(llms).toMatch(/^- \[Buy tokens\]\(https:\/\/docs\.sable\.example\/docs\/api\/Monk\/14-buy-tokens\.md\): .+$/m);
  });

  it('lists only links that resolve on the served site', async () => {
    const links = [...llms.matchAll(/\]\((https:\/\/docs\.sable\.example)([^)]+)\)/g)].map((match) => match[2]!);
    expect(links.length).toBeGreaterThanOrEqual(45);
    for (const link of links) expect((await fetch(baseUrl + link)).status, link).toBe(200);
  });

  it('serves API pages as Markdown with their parameters and code samples', async () => {
    const markdown = await (await fetch(`${baseUrl}/docs/api/Monk/14-buy-tokens.md`)).text();
    expect(markdown).toMatch(/^# Buy tokens/);
    expect(markdown).toContain('/agent/{agent_id}/buy');
    expect(markdown).toContain('agent_id');
    expect(markdown).toContain('take_profit');
    expect(markdown).toMatch(/```(python|bash|js)/);
    expect(markdown).not.toMatch(/<[a-z]+[ >]/);
  });

  it('offers "View as Markdown" and "Copy page as Markdown" on docs pages', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      const page = await context.newPage();
      await gotoReady(page, `${baseUrl}/docs/product/start-a-chat`);
      expect(await page.getAttribute('.page-markdown a', 'href')).toBe('/docs/product/start-a-chat.md');
      // A target of at least 24 px whatever the layout around it (WCAG 2.5.8; axe once measured its spacing mid-shift).
      expect((await page.locator('.page-markdown a').boundingBox())!.height).toBeGreaterThanOrEqual(24);
      await page.click('[data-copy-markdown]');
      await page.waitForFunction(() => document.querySelector('[data-copy-markdown]')?.textContent === 'Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Start a chat\n/);
    } finally {
      await browser.close();
    }
  });

  it('writes llms-full.txt with every listed page', () => {
    const full = readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
    expect(full).toContain('# Start a chat');
    expect(full).toContain('# Privacy policy');
    expect(full).toContain('# Get task status');
  });
});

describe('SEO files', () => {
  it('dates every sitemap entry', () => {
    const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    expect(sitemap.match(/<url>/g)).toHaveLength(57);
    expect(sitemap.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(57);
  });

  it('describes docs, API pages and posts with JSON-LD (TechArticle, BlogPosting, BreadcrumbList)', () => {
    const ld = (route: string) => JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(readFileSync(path.join(buildDir, routeToFile(route)), 'utf8'))![1]!)['@graph'];
    const doc = ld('/docs/product/faq');
    expect(doc).toContainEqual(expect.objectContaining({ '@type': 'TechArticle', headline: 'Product FAQ', url: 'https://docs.sable.example/docs/product/faq' }));
    expect(doc.find((item: { '@type': string }) => item['@type'] === 'BreadcrumbList').itemListElement.at(-1)).toMatchObject({ name: 'FAQ' });
    expect(ld('/docs/api/Monk/14-buy-tokens')).toContainEqual(expect.objectContaining({ '@type': 'TechArticle', headline: 'Buy tokens' }));
    expect(ld('/blog/long-blog-post')).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', datePublished: '2025-05-20' }));
  });

  it('writes robots.txt and RSS, Atom and JSON feeds', () => {
    expect(readFileSync(path.join(buildDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://docs.sable.example/sitemap.xml');
    expect(readFileSync(path.join(buildDir, 'blog/rss.xml'), 'utf8')).toContain('<link>https://docs.sable.example/blog/long-blog-post</link>');
    expect(readFileSync(path.join(buildDir, 'blog/atom.xml'), 'utf8')).toContain('<id>https://docs.sable.example/blog/mdx-blog-post</id>');
    expect(JSON.parse(readFileSync(path.join(buildDir, 'blog/feed.json'), 'utf8')).items).toHaveLength(2);
  });

  it('gives every page a unique title and description and a canonical URL', () => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    for (const [, url, route] of sitemap.matchAll(/<loc>(https:\/\/docs\.sable\.example([^<]*))<\/loc>/g)) {
      const html = readFileSync(path.join(buildDir, routeToFile(route || '/')), 'utf8');
      const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
      const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
      expect(seen.titles.has(title), title).toBe(false);
      expect(seen.descriptions.has(description), `${route}: ${description}`).toBe(false);
      seen.titles.add(title);
      seen.descriptions.add(description);
      expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/docs\.sable\.example\/img\/social-card\.png"\/>/);
    }
  });
});
