import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-openapi-schemas-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Builds the site at `root` into a folder of `temp`, failing with the CLI's output when the build fails. */
function build(root: string, name: string) {
  const out = path.join(temp, name);
  const result = runCli(['build', '--out', out, '--force'], root);
  expect(result.code, result.output).toBe(0);
  return { out, result, read: (file: string) => readFileSync(path.join(out, file), 'utf8') };
}

const count = (html: string, text: string) => html.split(text).length - 1;
const inPlace = (property: string, schema: string) =>
  `<details><summary class="schema-head"><code class="schema-name">${property}</code> <span class="schema-type">object</span> <span class="schema-title">${schema}</span></summary><ul class="schema-children">`;

describe('OpenAPI schemas on pages of bounded size', () => {
  const { out, result, read } = build(path.join(repoRoot, 'test/fixtures/openapi-schemas'), 'schemas');

  it('renders each schema once per request and response, links repeats to that rendering, and hides read-only, write-only and x-internal fields where they do not apply', () => {
    const page = read('api/createorder.html');
    const [request, responses] = page.split('id="responses"') as [string, string];
    expect(count(page, 'id="schema-request-order"')).toBe(1);
    expect(count(page, 'id="schema-response-order"')).toBe(1);
    expect(count(page, 'id="schema-response-error"')).toBe(1);
    expect(responses).toContain('<div class="schema-tree"><p class="schema-root"><span class="schema-type">object</span> <span class="schema-title">Error</span></p><ul class="schema-facts"><li class="schema-link">See <a href="#schema-response-error">Error</a> above.</li></ul></div>');
    const field = (name: string) => `<code class="schema-name">${name}</code>`;
    expect([request.includes(field('id')), request.includes(field('card')), responses.includes(field('id')), responses.includes(field('card'))]).toEqual([false, true, true, false]);
    expect([page.includes('risk_score</code>'), page.includes('debug_trace')]).toEqual([false, false]);
    expect(page).toContain('<ul class="schema-enum"><li><code>&quot;open&quot;</code> — <span>Waiting for payment.</span></li>');
    expect(page).toContain('<code class="schema-name">note</code> <span class="schema-type">string | null</span>');
    expect(page).toContain('<li>Always <span><code>&quot;EUR&quot;</code></span></li>');
    expect(page).toContain('<ul class="schema-facts"><li>≥ 1</li><li>≤ 99</li><li>default 1</li></ul>');
    expect(page).toContain('<span class="schema-format">coupon-code</span></div><ul class="schema-facts"><li>pattern ^[A-Z]{4}[0-9]{2}$</li></ul>');
  });

  it('shows a small named schema where it is used at any depth, as closed <details>; a recursive one links to its first rendering', () => {
    // Money and Owner hold a few lines each: shown in place (a deep, large one gets a page of its own: the generated document below).
    expect(read('api/createorder.html')).toContain(inPlace('price', 'Money'));
    // An array's item is no level of its own, and a schema of scalars (Geo) shows in full wherever it is.
    expect(read('api/createorder.html')).toContain('<li class="schema-node" id="schema-request-lineitem">');
    const pet = read('api/getpet.html');
    expect(pet).toContain('<li>Told apart by <code>petType</code>: <span><code>&quot;dog&quot;</code> → <!-- -->Dog</span><span>, <code>&quot;cat&quot;</code> → <!-- -->Cat</span></li>');
    expect(pet).toContain('<code class="schema-name">Dog</code> <span class="schema-type">object</span> <span class="schema-discriminator-value">= <code>&quot;dog&quot;</code></span>');
    expect(pet).toContain('<code class="schema-name">friends</code> <span class="schema-type">array of Pet</span>');
    expect(pet).toContain('See <a href="#schema-response-pet">Pet</a> above.');
    expect(pet).toContain(inPlace('owner', 'Owner'));
    expect(pet).toContain('<div class="schema-description"><p>Where the owner lives.</p></div>');
    // Pages only for the schemas some page links to: none here.
    expect(existsSync(path.join(out, 'api/schemas'))).toBe(false);
  });

  it('warns once about a schema keyword the trees do not show, naming where it is first met', () => {
    expect(result.stderr).toContain('openapi/shop.json  paths./orders.post: schema keyword "not" is not shown in the API reference');
    expect(count(result.stderr, 'schema keyword "not"')).toBe(1);
  });

  it('renders deep oneOf/anyOf nesting written in place, and recursion through a oneOf, with every level closed', () => {
    const shape = read('api/drawshape.html');
    expect(shape).toContain('See <a href="#schema-request-shape">Shape</a> above.');
    const labels = [...shape.matchAll(/<code class="schema-name">([^<]+)<\/code>/g)].map((match) => match[1]);
    expect(labels).toEqual(expect.arrayContaining(['Matrix', 'Steps', 'Rotate', 'Scale', 'Per axis', 'x', 'y']));
    const tree = shape.slice(shape.indexOf('id="schema-request-shape"'), shape.indexOf('id="responses"'));
    expect(tree.includes('<details open')).toBe(false);
  });
});

describe('a generated wide and deep document', () => {
  it('keeps the page of an operation whose response reaches 12^7 paths through shared schemas under 300 KB', () => {
    const width = 12;
    const levels = 8;
    const root = path.join(temp, 'wide-site');
    mkdirSync(path.join(root, 'openapi'), { recursive: true });
    mkdirSync(path.join(root, 'content/pages'), { recursive: true });
    writeFileSync(path.join(root, 'content/pages/index.md'), '---\ntitle: Home\n---\n\nHome.\n');
    writeFileSync(path.join(root, 'site.config.ts'), "import { defineConfig } from 'docsite';\nexport default defineConfig({ title: 'Wide', productName: 'Wide', url: 'https://wide.example', pages: { path: 'content/pages' }, openapi: { specPath: 'openapi/wide.json' } });\n");
    const ref = (level: number) => ({ $ref: `#/components/schemas/Level${level}` });
    const schemas = Object.fromEntries(
      Array.from({ length: levels }, (_, level) => [
        `Level${level}`,
        { type: 'object', description: `Level ${level} of ${levels}.`, properties: Object.fromEntries(Array.from({ length: width }, (_, index) => [`field${index}`, level + 1 < levels ? ref(level + 1) : { type: 'string', description: 'A leaf.' }])) },
      ]),
    );
    // The documented example keeps openapi-sampler from generating one: it expands every path (12^8 values).
    const document = { openapi: '3.1.0', info: { title: 'Wide', version: '1' }, paths: { '/root': { get: { operationId: 'getRoot', responses: { '200': { description: 'ok', content: { 'application/json': { schema: ref(0), example: {} } } } } } } }, components: { schemas } };
    writeFileSync(path.join(root, 'openapi/wide.json'), JSON.stringify(document));
    const { out } = build(root, 'wide');
    const size = statSync(path.join(out, 'api/getroot.html')).size;
    expect(size).toBeLessThan(300_000);
    // getRoot's page shows Level0 and Level1 and links Level2, whose page shows Level3 and links Level4, and so on.
    const schemaPages = readdirSync(path.join(out, 'api/schemas')).filter((name) => name.endsWith('.html')).sort();
    // level-6 holds a few lines all the way down: shown in place.
    expect(schemaPages).toEqual(['level-2.html', 'level-4.html']);
    for (const page of schemaPages) expect(statSync(path.join(out, 'api/schemas', page)).size).toBeLessThan(300_000);
  });
});
