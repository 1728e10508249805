import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertCleanRoutes } from '../../../src/collect/checkRoutes.js';
import { collectBlog } from '../../../src/collect/collectBlog.js';
import { collectDocs } from '../../../src/collect/collectDocs.js';
import { collectPages } from '../../../src/collect/collectPages.js';
import { validateConfig } from '../../../src/config/validateConfig.js';
import { formatError } from '../../../src/shared/errors.js';
import type { BuildContext } from '../../../src/types.js';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A site in a fresh folder with these files, and its build context. */
function site(files: Record<string, string>, config: Record<string, unknown> = {}): BuildContext {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docsite-route-inputs-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const user = { title: 'T', productName: 'P', url: 'https://x.example', docs: { path: 'docs', sidebars: {} }, blog: { path: 'blog' }, pages: { path: 'pages' }, ...config };
  return { config: validateConfig(user, { configFile: path.join(root, 'site.config.ts'), relPath: 'site.config.ts' }), log: { info() {}, warn() {}, progress() {} }, diagnostics: [] };
}

/** What the CLI would print for the error `run` fails with. */
async function failure(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    return formatError(error);
  }
  throw new Error('expected a failure');
}

describe('routes made from what authors write are clean paths', () => {
  it('refuses a docs id with .. segments, naming file, line and field', async () => {
    const ctx = site({ 'docs/a.md': '---\ntitle: A\nid: ../../../../x\n---\n' });
    expect(await failure(() => collectDocs(ctx))).toBe(
      `docs/a.md:3  frontmatter.id: "../../../../x" is not a clean path: it has a '.' or '..' segment\n  hint: a route is a path of plain segments, such as guides/setup or /guides/setup`,
    );
  });

  it.each([
    ['a\\\\..\\\\..\\\\x', 'it contains a backslash'],
    ['..%2F..%2Fx', 'it contains an encoded slash, backslash, dot or control character'],
    ['https://evil.example/x', 'it starts with a URL scheme'],
    ['//evil.example/x', 'it starts with // (a host)'],
    ['"a\\u0000b"', 'it contains a control character'],
  ])('refuses a docs slug %s: %s', async (slug, reason) => {
    const ctx = site({ 'docs/a.md': `---\ntitle: A\nslug: ${slug}\n---\n` });
    const message = await failure(() => collectDocs(ctx));
    expect(message.startsWith('docs/a.md:3  frontmatter.slug: "')).toBe(true);
    expect(message).toContain(`" is not a clean path: ${reason}\n`);
  });

  it("refuses a blog post's slug", async () => {
    const ctx = site({ 'blog/2025-01-01-a.md': '---\nslug: ../../x\n---\n' });
    expect(await failure(() => collectBlog(ctx))).toMatch(/^blog\/2025-01-01-a\.md:2 {2}frontmatter\.slug: "\.\.\/\.\.\/x" is not a clean path/);
  });

  it("refuses a tag's permalink, and a tag key that is its permalink, in tags.yml", async () => {
    const permalink = site({ 'blog/tags.yml': 'ok:\n  label: OK\nnews:\n  label: News\n  permalink: /tags/../../x\n' });
    expect(await failure(() => collectBlog(permalink))).toMatch(/^blog\/tags\.yml:5 {2}news\.permalink: "\/tags\/\.\.\/\.\.\/x" is not a clean path: it has a '\.' or '\.\.' segment\n/);
    const key = site({ 'blog/tags.yml': '"..":\n  label: Up\n' });
    expect(await failure(() => collectBlog(key))).toMatch(/^blog\/tags\.yml:1 {2}\.\.: "\.\." is not a clean path/);
  });

  it("refuses a category's generated-index slug in _category_.json and in the config", async () => {
    const json = site({ 'docs/p/a.md': '# A', 'docs/p/_category_.json': '{\n  "label": "P",\n  "link": { "type": "generated-index",\n    "slug": "../../../x" }\n}\n' });
    expect(await failure(() => collectDocs(json))).toMatch(/^docs\/p\/_category_\.json:4 {2}link\.slug: "\.\.\/\.\.\/\.\.\/x" is not a clean path/);
    const config = { docs: { path: 'docs', sidebars: { main: [{ type: 'category', label: 'P', items: [], link: { type: 'generated-index', slug: '../x' } }] } } };
    expect(await failure(() => site({}, config))).toContain(`site.config.ts  docs.sidebars.main[0].link.slug: "../x" is not a clean path: it has a '.' or '..' segment`);
  });

  it('refuses a route base path in the config', async () => {
    expect(await failure(() => site({}, { docs: { path: 'docs', routeBasePath: '../..', sidebars: {} } }))).toContain(`site.config.ts  docs.routeBasePath: "../.." is not a clean path`);
    expect(await failure(() => site({}, { blog: { path: 'blog', routeBasePath: 'https://evil.example' } }))).toContain(`site.config.ts  blog.routeBasePath: "https://evil.example" is not a clean path: it starts with a URL scheme`);
    expect(await failure(() => site({}, { openapi: { specPath: 'x.json', routeBasePath: '/docs/%2e%2e' } }))).toContain('site.config.ts  openapi.routeBasePath: "/docs/%2e%2e" is not a clean path');
  });

  it('refuses a route made from a file name, naming the file', async () => {
    const ctx = site({ 'pages/a%2Fb.md': '# A', 'pages/ok.md': '# OK' });
    const routes = await collectPages(ctx);
    expect(await failure(() => assertCleanRoutes(routes))).toBe(
      `pages/a%2Fb.md  route: "/a%2Fb" is not a clean path: it contains an encoded slash, backslash, dot or control character\n  hint: a route is a path of plain segments, such as guides/setup or /guides/setup`,
    );
  });
});
