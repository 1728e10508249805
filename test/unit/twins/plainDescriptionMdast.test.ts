import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { descriptionToHtml } from '../../../src/compile/openapi/markdownToHtml.js';
import { htmlToMdast } from '../../../src/render/htmlToMarkdown.js';

// Counts the twins' calls of the parser (the switch test below).
vi.mock('../../../src/render/htmlToMarkdown.js', async (original) => {
  const actual = await original<typeof import('../../../src/render/htmlToMarkdown.js')>();
  return { ...actual, htmlToMdast: vi.fn(actual.htmlToMdast) };
});
import { createDescriptionMdast } from '../../../src/twins/apiArticleMarkdown.js';
import { plainDescriptionMdast } from '../../../src/twins/plainDescriptionMdast.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every `description` string in an OpenAPI document (operations, parameters, schemas, responses, tags). */
function descriptionsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) descriptionsIn(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'description' && typeof inner === 'string') out.push(inner);
      else descriptionsIn(inner, out);
    }
  }
  return out;
}

/** The descriptions of `openapi/monk.json` and of every fixture's OpenAPI document. */
function documentDescriptions(): string[] {
  const fixtures = path.join(repo, 'test/fixtures');
  const files = [path.join(repo, 'openapi/monk.json')];
  for (const fixture of readdirSync(fixtures)) {
    const dir = path.join(fixtures, fixture, 'openapi');
    try {
      files.push(...readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(json|ya?ml)$/.test(file)).map((file) => path.join(dir, file)));
    } catch {
      // not an API fixture
    }
  }
  return files.flatMap((file) => descriptionsIn(file.endsWith('.json') ? JSON.parse(readFileSync(file, 'utf8')) : parseYaml(readFileSync(file, 'utf8'))));
}

/** Descriptions from words, code spans, links, emphasis, line breaks, spaces and characters HTML escapes (a fixed seed). */
function randomDescriptions(count: number): string[] {
  const pieces = ['word', 'Stripe', "owner's", '$1.00', '¥100', '100%', '(e.g.,', 'a.b', 'snake_case', '`code`', '`a & b`', '`<x>`', '`a  b`', '[text](https://x.example/a?b=1)', '[two words](/api/x#y)'];
  pieces.push('*em*', '**strong**', '_em_', '*two words*', '&', '<', '&amp;', '\n', '\n\n', ' ', '  ', '-', '1.', '#', '|', '"quoted"', 'ünïcödé');
  let seed = 20;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: count }, () => Array.from({ length: 1 + Math.floor(next() * 14) }, () => pieces[Math.floor(next() * pieces.length)]).join(next() < 0.7 ? ' ' : ''));
}

/** What the twins converted before: the description in its `<div>`, through parse5 and hast-util-to-mdast. */
const parsed = (html: string) => JSON.parse(JSON.stringify(htmlToMdast(`<div>${html}</div>`).children));

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('plainDescriptionMdast', () => {
  it("gives every description of monk.json and the fixtures' documents that it reads the nodes the parsed HTML gives", () => {
    const htmls = [...new Set(documentDescriptions().map((markdown) => descriptionToHtml(markdown).html))];
    let read = 0;
    for (const html of htmls) {
      const nodes = plainDescriptionMdast(html);
      if (nodes === undefined) continue;
      read += 1;
      expect(nodes, html).toEqual(parsed(html));
    }
    expect(htmls.length).toBeGreaterThan(100);
    // Most descriptions have the plain shape: the fast path must take them.
    expect(read / htmls.length).toBeGreaterThan(0.6);
  });

  it('gives seeded random descriptions (code, links, emphasis, line breaks, escapes) the nodes the parsed HTML gives, where it reads them', () => {
    let read = 0;
    const descriptions = randomDescriptions(300);
    for (const markdown of descriptions) {
      const html = descriptionToHtml(markdown).html;
      const nodes = plainDescriptionMdast(html);
      if (nodes === undefined) continue;
      read += 1;
      expect(nodes, JSON.stringify(markdown)).toEqual(parsed(html));
    }
    expect(read).toBeGreaterThan(descriptions.length / 4);
  });

  it('leaves to the parser what it cannot read exactly', () => {
    const unread = ['', '<p></p>', '<p> lead</p>', '<p>trail </p>', '<p>a <code> b</code></p>', '<p><em>a </em>b</p>', '<p>a</p><p>b</p>', '<ul><li>a</li></ul>', '<p>a &amp; b</p>', '<p>a<br>b</p>', '<p><a href="x" title="t">a</a></p>', '<p><em><code>a</code></em></p>', '<p>a</p>\n<h2>b</h2>'];
    for (const html of unread) expect(plainDescriptionMdast(html), html).toBeUndefined();
    const read = ['<p>a &#x26; b &#x3C; c</p>', '<p>a\nb  c</p>\n<p>d <code>e</code> <a href="/f">g h</a> <strong>i</strong></p>'];
    for (const html of read) expect(plainDescriptionMdast(html), html).toEqual(parsed(html));
  });

  it('is what the twins read descriptions with, and the switch sends every description to the parser', () => {
    const html = '<p>Plain <code>text</code>.</p>';
    const expected = parsed(html);
    vi.mocked(htmlToMdast).mockClear();
    expect(createDescriptionMdast()(html)).toEqual(expected);
    expect(htmlToMdast).not.toHaveBeenCalled();
    vi.stubEnv('DOCSITE_API_TWIN_DESCRIPTIONS_PARSED', '1');
    expect(createDescriptionMdast()(html)).toEqual(expected);
    expect(htmlToMdast).toHaveBeenCalledTimes(1);
  });
});
