import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExampleView, SchemaNode } from '../../../src/compile/openapi/apiPageData.js';
import { buildSchemaTree } from '../../../src/compile/openapi/buildSchemaTree.js';
import { loadSpec } from '../../../src/compile/openapi/loadSpec.js';
import { descriptionToHtml } from '../../../src/compile/openapi/markdownToHtml.js';
import { PageSchemas, type SchemaUsage } from '../../../src/compile/openapi/pageSchemas.js';
import { SchemaTree, SchemaTreeElements } from '../../../theme/components/api/SchemaTree';
import { Examples } from '../../../theme/components/api/Examples';
import { apiHtmlFromReact } from '../../../theme/components/api/fromReact';
import { jsonCodeInnerHtml, writtenExampleCount, WRITTEN_EXAMPLES_CHARS, WRITTEN_EXAMPLES_KEPT } from '../../../theme/components/api/jsonCodeHtml';
import { schemaTreeInnerHtml, writtenTreeCount, WRITTEN_TREES_CHARS, WRITTEN_TREES_KEPT } from '../../../theme/components/api/schemaTreeWriter';
import { setPageStrings } from '../../../theme/i18n/pageStrings';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

/** Every OpenAPI document of the repository: the Sable site's and each fixture's top-level one. */
function documents(): string[] {
  const fixtures = path.join(repo, 'test/fixtures');
  const found = [path.join(repo, 'openapi/monk.json')];
  for (const site of readdirSync(fixtures)) {
    const folder = path.join(fixtures, site, 'openapi');
    let files: string[] = [];
    try {
      files = readdirSync(folder).filter((file) => /\.(json|ya?ml)$/.test(file));
    } catch {
      continue;
    }
    found.push(...files.map((file) => path.join(folder, file)));
  }
  return found;
}

const md = (markdown: string | undefined) => (markdown ? descriptionToHtml(markdown).html : undefined);
const fast = (node: SchemaNode) => renderToString(createElement(SchemaTree, { node }));
const react = (node: SchemaNode) => renderToString(createElement(SchemaTreeElements, { node }));

/** Each component schema of every document, in each usage, on a page with schema pages (deep links) and without. */
async function everyTree(): Promise<Array<{ where: string; node: SchemaNode }>> {
  const trees: Array<{ where: string; node: SchemaNode }> = [];
  for (const file of documents()) {
    const spec = await loadSpec(file, path.dirname(file));
    for (const name of Object.keys(spec.components?.schemas ?? {})) {
      for (const usage of ['request', 'response', 'schema'] as SchemaUsage[]) {
        for (const pages of [false, true]) {
          const page = new PageSchemas((ref) => (pages ? `/api/schemas/${ref.split('/').at(-1)!.toLowerCase()}` : undefined));
          const node = buildSchemaTree(spec, { $ref: `#/components/schemas/${name}` }, { md, usage, page });
          trees.push({ where: `${path.relative(repo, file)} ${name} ${usage}${pages ? ' with schema pages' : ''}`, node });
        }
      }
    }
  }
  return trees;
}

/** A node with every fact and flag, text that needs escaping, and texts side by side (React parts them with `<!-- -->`). */
const everyFact: SchemaNode = {
  type: { union: [{ arrayOf: 'Pet<T>' }, 'null'] },
  title: 'A "quoted" & <odd> title',
  anchor: 'schema-odd',
  descriptionHtml: '<p>Root <em>text</em>.</p>',
  constraints: [],
  childKind: 'oneOf',
  discriminator: { propertyName: 'kind', mapping: [{ value: 'cat', target: 'Cat' }, { value: "o'dd", target: '<Dog>' }] },
  children: [
    { type: 'object', title: 'Cat', discriminatorValue: 'cat', required: true, access: 'read-only', deprecated: true, format: 'x&y', example: '"<meow>"', enum: ['"a"', '"b"'], enumDescriptions: ['<p>First</p>', undefined] },
    { type: 'object', discriminatorValue: 'dog', link: { href: '#schema-dog', onPage: true } },
    { type: 'object', title: 'Deep', link: { href: '/api/schemas/deep', onPage: false }, enum: ['1'] },
    { type: { word: 'any' }, name: 'bad', link: { href: 'javascript:alert(1)', onPage: true }, constraints: [{ kind: 'pattern', value: '^a{2}$' }, { kind: 'uniqueItems' }] },
    { type: 'string', name: '', title: '', example: '', enum: ['"only"'] },
    { type: { word: 'oneOf' }, childKind: 'items', children: [{ type: 'string', link: { href: '', onPage: false } }] },
  ],
};

afterEach(() => {
  setPageStrings();
  delete process.env.DOCSITE_API_HTML_FROM_REACT;
});

describe('schemaTreeInnerHtml (the schema trees written without React)', () => {
  it("writes every schema tree of the repository's OpenAPI documents exactly as React renders SchemaTree's elements", async () => {
    const trees = await everyTree();
    expect(trees.length).toBeGreaterThan(200);
    const differing = trees.filter(({ node }) => fast(node) !== react(node)).map(({ where }) => where);
    expect(differing).toEqual([]);
    expect(trees.some(({ node }) => fast(node).includes('<!-- -->') || fast(node).includes('class="schema-link"'))).toBe(true);
  });

  it('writes every fact, flag, escape and pair of adjacent texts as React does', () => {
    const html = fast(everyFact);
    expect(html).toBe(react(everyFact));
    expect(html).toContain('<!-- -->');
    expect(html).toContain('&lt;Dog&gt;');
    expect(html).toContain('React has blocked a javascript: URL');
  });

  it("writes a locale's words as React does, its placeholders beside text or missing", () => {
    setPageStrings(
      {
        'docsite.Api.example': '{value}{value} e.g.{missing}',
        'docsite.Api.toldApartBy': 'par {property}',
        'docsite.Api.allowedValues': '{values}',
        'docsite.Api.seeAbove': 'voir{schema}plus haut',
        'docsite.Api.ownPage': '{schema}',
        'docsite.Api.required': '',
        'docsite.Api.schemaType.arrayOf': 'tableau de {type}',
        'docsite.Api.constraint.pattern': 'motif {value}',
      },
      'fr',
    );
    expect(fast(everyFact)).toBe(react(everyFact));
  });

  it('is switched off by DOCSITE_API_HTML_FROM_REACT=1, which renders the React elements', () => {
    expect(apiHtmlFromReact()).toBe(false);
    process.env.DOCSITE_API_HTML_FROM_REACT = '1';
    expect(apiHtmlFromReact()).toBe(true);
    expect(fast(everyFact)).toBe(react(everyFact));
  });
});

describe('jsonCodeInnerHtml (JSON examples written without React)', () => {
  /** Examples as the page shows them, written as strings (the default) and by React's elements (the switch). */
  const both = (examples: ExampleView[]) => {
    const fastHtml = renderToString(createElement(Examples, { examples }));
    process.env.DOCSITE_API_HTML_FROM_REACT = '1';
    const reactHtml = renderToString(createElement(Examples, { examples }));
    delete process.env.DOCSITE_API_HTML_FROM_REACT;
    return { fastHtml, reactHtml };
  };

  it("writes every fixture document's JSON, and text that is not JSON, as React writes JsonCode's tokens", async () => {
    const texts = ['', 'plain text <b>&</b>', '{"a": "x\\"y", "b": [1, -2.5e3, true, null], "c": "<&\'>"}', '  {\n  "k" :  "v"\n}  ', 'not json: "open'];
    for (const file of documents()) texts.push(JSON.stringify(await loadSpec(file, path.dirname(file)), null, 2));
    const examples: ExampleView[] = texts.map((json, index) => ({ name: `e${index}`, json, generated: index % 2 === 0 }));
    const { fastHtml, reactHtml } = both(examples);
    expect(fastHtml).toBe(reactHtml);
    expect(fastHtml).toContain('<span class="json-key">');
    expect(fastHtml).toContain('&lt;b&gt;&amp;&lt;/b&gt;');
  });
});

describe('written trees and examples, kept', () => {
  it('writes a tree once for all its repeats, by its content, and again in new translations', () => {
    setPageStrings();
    const first = schemaTreeInnerHtml(everyFact);
    const count = writtenTreeCount();
    expect(schemaTreeInnerHtml(structuredClone(everyFact))).toBe(first);
    expect(writtenTreeCount()).toBe(count);
    schemaTreeInnerHtml({ ...everyFact, title: 'Another' });
    expect(writtenTreeCount()).toBe(count + 1);
    setPageStrings({ 'docsite.Api.required': 'obligatoire' }, 'fr');
    expect(writtenTreeCount()).toBe(count + 1);
    const french = schemaTreeInnerHtml(structuredClone(everyFact));
    expect(french).toContain('obligatoire');
    expect(french).toBe(react(everyFact).replace(/^<div[^>]*>|<\/div>$/g, ''));
    expect(writtenTreeCount()).toBe(1);
  });

  it('keeps at most WRITTEN_TREES_KEPT trees and WRITTEN_EXAMPLES_KEPT examples', () => {
    for (let index = 0; index <= WRITTEN_TREES_KEPT; index++) schemaTreeInnerHtml({ type: 'string', name: `p${index}` });
    expect(writtenTreeCount()).toBeLessThanOrEqual(WRITTEN_TREES_KEPT);
    for (let index = 0; index <= WRITTEN_EXAMPLES_KEPT; index++) jsonCodeInnerHtml(`{"n": ${index}}`);
    expect(writtenExampleCount()).toBeLessThanOrEqual(WRITTEN_EXAMPLES_KEPT);
  });

  it('keeps at most WRITTEN_TREES_CHARS and WRITTEN_EXAMPLES_CHARS characters: a few huge ones are not all kept', () => {
    const huge = 'x'.repeat(Math.ceil(WRITTEN_TREES_CHARS / 3));
    for (let index = 0; index < 8; index++) schemaTreeInnerHtml({ type: 'string', name: `${index}${huge}` });
    expect(writtenTreeCount()).toBeLessThan(8);
    const hugeJson = `"${'y'.repeat(Math.ceil(WRITTEN_EXAMPLES_CHARS / 3))}"`;
    for (let index = 0; index < 8; index++) jsonCodeInnerHtml(`${index}${hugeJson}`);
    expect(writtenExampleCount()).toBeLessThan(8);
  });

  it('writes each distinct example once', () => {
    const json = '{"kept": "once <&>"}';
    const first = jsonCodeInnerHtml(json);
    const count = writtenExampleCount();
    expect(jsonCodeInnerHtml(` ${json}`.slice(1))).toBe(first);
    expect(writtenExampleCount()).toBe(count);
  });
});
