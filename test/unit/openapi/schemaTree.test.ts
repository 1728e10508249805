import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../../src/compile/openapi/apiPageData.js';
import type { OpenApiDocument, SchemaObject } from '../../../src/compile/openapi/openapiTypes.js';
import { PageSchemas } from '../../../src/compile/openapi/pageSchemas.js';
import { buildSchemaTree as buildTree } from '../../../src/compile/openapi/buildSchemaTree.js';
import { constraintText, typeText } from '../../../src/compile/openapi/schemaWords.js';

const spec = JSON.parse(readFileSync(new URL('../../../openapi/monk.json', import.meta.url), 'utf8')) as OpenApiDocument;
const md = (text: string | undefined) => (text ? `<p>${text}</p>` : undefined);
/** The tree with its types and constraints in English, as the page shows them (the tree keeps them as data, see below). */
const inEnglish = (node: SchemaNode): SchemaNode => ({
  ...node,
  type: typeText(node.type),
  ...(node.constraints ? { constraints: node.constraints.map((constraint) => constraintText(constraint)) } : {}),
  ...(node.children ? { children: node.children.map(inEnglish) } : {}),
}) as unknown as SchemaNode;
const buildSchemaTree = (...args: Parameters<typeof buildTree>) => inEnglish(buildTree(...args));
const child = (node: SchemaNode, name: string) => node.children!.find((entry) => entry.name === name)!;

describe('buildSchemaTree', () => {
  it('shows types, titles, formats, required flags, enums, constraints and examples of nested objects', () => {
    const agent = buildSchemaTree(spec, { $ref: '#/components/schemas/AgentCreate' }, { md });
    expect(agent).toMatchObject({ type: 'object', title: 'AgentCreate', childKind: 'properties' });
    expect(child(agent, 'name')).toMatchObject({ type: 'string', required: true, constraints: ['length ≥ 1', 'length ≤ 64'], example: '"Base momentum"' });
    expect(child(agent, 'description')).toMatchObject({ type: 'string | null', required: false });
    expect(child(agent, 'chain')).toMatchObject({ type: 'string', title: 'Chain', enum: ['"ethereum"', '"base"', '"solana"', '"arbitrum"'] });
    expect(child(agent, 'tg_user_id')).toMatchObject({ type: 'integer', format: 'int64', constraints: ['≥ 1'] });
    const risk = child(agent, 'risk');
    expect(risk).toMatchObject({ type: 'object', title: 'RiskSettings', descriptionHtml: expect.stringContaining('Defaults to a 10% stop loss') });
    expect(child(risk, 'stop_loss_pct')).toMatchObject({ required: true, constraints: ['> 0', '≤ 50', 'default 10'] });
    const parents = child(agent, 'parent_ids');
    expect(parents).toMatchObject({ type: 'array of string', childKind: 'items', constraints: ['items ≤ 10', 'unique items', 'default []'] });
    expect(parents.children![0]).toMatchObject({ type: 'string', title: 'AgentId', constraints: ['pattern ^agt_[A-Za-z0-9]{10}$'] });
  });

  it("keeps types and constraints as data, for the page to put in its locale's words", () => {
    const agent = buildTree(spec, { $ref: '#/components/schemas/AgentCreate' }, { md });
    expect(child(agent, 'name').constraints).toEqual([{ kind: 'minLength', value: '1' }, { kind: 'maxLength', value: '64' }]);
    expect(child(agent, 'description').type).toEqual({ union: ['string', 'null'] });
    expect(child(agent, 'parent_ids')).toMatchObject({ type: { arrayOf: 'string' }, constraints: [{ kind: 'maxItems', value: '10' }, { kind: 'uniqueItems' }, { kind: 'default', value: '[]' }] });
    expect(buildTree(spec, { $ref: '#/components/schemas/SellRequest' }, { md }).type).toEqual({ word: 'oneOf' });
  });

  it('lists oneOf alternatives, including null', () => {
    const sell = buildSchemaTree(spec, { $ref: '#/components/schemas/SellRequest' }, { md });
    expect(sell).toMatchObject({ type: 'one of', childKind: 'oneOf' });
    expect(sell.children!.map((alternative) => alternative.title)).toEqual(['Sell a token amount', 'Sell a percentage of the holding']);
    const result = child(buildSchemaTree(spec, { $ref: '#/components/schemas/TaskStatus' }, { md }), 'result');
    expect(result.children!.map((alternative) => alternative.title ?? alternative.type)).toEqual(['TradeResult', 'SyncResult', 'null']);
  });

  it('links a recursive schema to its first rendering instead of repeating it', () => {
    const circular: OpenApiDocument = {
      openapi: '3.1.0',
      info: { title: 't' },
      paths: {},
      components: { schemas: { Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } } } },
    };
    const tree = buildSchemaTree(circular, { $ref: '#/components/schemas/Node' }, { md });
    expect(tree.anchor).toBe('schema-response-node');
    expect(child(tree, 'next')).toMatchObject({ title: 'Node', link: { href: '#schema-response-node', onPage: true } });
    expect(child(tree, 'next').children).toBeUndefined();
  });
});

/** A 3.0 or 3.1 document holding only these component schemas. */
const documentWith = (schemas: Record<string, SchemaObject>, openapi = '3.1.0'): OpenApiDocument => ({ openapi, info: { title: 't' }, paths: {}, components: { schemas } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('buildSchemaTree: what a schema says', () => {
  it('shows OpenAPI 3.0 nullable and exclusive bounds as 3.1 type arrays and numbers show them', () => {
    const v30 = documentWith({ Price: { type: 'object', properties: { amount: { type: 'number', nullable: true, minimum: 0, exclusiveMinimum: true, maximum: 100, exclusiveMaximum: false, multipleOf: 0.01 } } } }, '3.0.3');
    expect(child(buildSchemaTree(v30, ref('Price'), { md }), 'amount')).toMatchObject({ type: 'number | null', constraints: ['> 0', '≤ 100', 'multiple of 0.01'] });
    const v31 = documentWith({ Price: { type: 'object', properties: { amount: { type: ['number', 'null'], exclusiveMinimum: 0 }, unit: { const: 'EUR' } } } });
    const tree = buildSchemaTree(v31, ref('Price'), { md });
    expect(child(tree, 'amount')).toMatchObject({ type: 'number | null', constraints: ['> 0'] });
    expect(child(tree, 'unit')).toMatchObject({ type: 'string', enum: ['"EUR"'] });
  });

  it('says what each enum value means (x-enumDescriptions by value, x-enum-descriptions in order)', () => {
    const spec = documentWith({
      Order: {
        type: 'object',
        properties: {
          side: { type: 'string', enum: ['buy', 'sell'], 'x-enumDescriptions': { buy: 'Spend quote currency.', sell: 'Receive it.' } },
          speed: { type: 'integer', enum: [1, 2, 3], 'x-enum-descriptions': ['Slow', '', 'Fast'] },
        },
      },
    });
    const tree = buildSchemaTree(spec, ref('Order'), { md });
    expect(child(tree, 'side')).toMatchObject({ enum: ['"buy"', '"sell"'], enumDescriptions: ['<p>Spend quote currency.</p>', '<p>Receive it.</p>'] });
    expect(child(tree, 'speed').enumDescriptions).toEqual(['<p>Slow</p>', undefined, '<p>Fast</p>']);
  });

  it('labels oneOf alternatives with their discriminator value, mapped or implied by the component name', () => {
    const spec = documentWith({
      Pet: { oneOf: [ref('Dog'), ref('Cat')], discriminator: { propertyName: 'kind', mapping: { dog: '#/components/schemas/Dog' } } },
      Dog: { type: 'object', properties: { kind: { type: 'string' }, barks: { type: 'boolean' } } },
      Cat: { type: 'object', properties: { kind: { type: 'string' } } },
    });
    const tree = buildSchemaTree(spec, ref('Pet'), { md });
    expect(tree.discriminator).toEqual({ propertyName: 'kind', mapping: [{ value: 'dog', target: 'Dog' }, { value: 'Cat', target: 'Cat' }] });
    expect(tree.children!.map((alternative) => [alternative.title, alternative.discriminatorValue])).toEqual([['Dog', 'dog'], ['Cat', 'Cat']]);
  });

  it('leaves read-only properties out of requests, write-only ones out of responses, x-internal ones out of both, and marks both on the schema page', () => {
    const spec = documentWith({
      Account: { type: 'object', required: ['id', 'password'], properties: { id: { type: 'string', readOnly: true }, password: { type: 'string', writeOnly: true }, name: { type: 'string' }, secret: { type: 'string', 'x-internal': true } } },
    });
    const names = (usage: 'request' | 'response' | 'schema') => buildSchemaTree(spec, ref('Account'), { md, usage }).children!.map((entry) => [entry.name, entry.access]);
    expect(names('request')).toEqual([['password', undefined], ['name', undefined]]);
    expect(names('response')).toEqual([['id', undefined], ['name', undefined]]);
    expect(names('schema')).toEqual([['id', 'read-only'], ['password', 'write-only'], ['name', undefined]]);
  });

  it('shows the properties of an object next to its oneOf instead of dropping either', () => {
    const spec = documentWith({ Event: { type: 'object', properties: { id: { type: 'string' } }, oneOf: [{ title: 'A', type: 'object' }, { title: 'B', type: 'object' }] } });
    const tree = buildSchemaTree(spec, ref('Event'), { md });
    expect(tree.children!.map((entry) => entry.name ?? entry.type)).toEqual(['id', 'one of']);
    expect(tree.children![1]!.children!.map((entry) => entry.title)).toEqual(['A', 'B']);
  });
});

describe('buildSchemaTree: pages of bounded size', () => {
  /** Levels L0 → L5, each with `width` properties referring to the next: width^5 paths through them. */
  const wideAndDeep = (width: number) =>
    documentWith(
      Object.fromEntries(
        Array.from({ length: 6 }, (_, level) => [
          `L${level}`,
          { type: 'object', properties: Object.fromEntries(Array.from({ length: width }, (_, index) => [`p${index}`, level < 5 ? ref(`L${level + 1}`) : { type: 'string' }])) },
        ]),
      ),
    );
  const count = (node: SchemaNode): number => 1 + (node.children ?? []).reduce((sum, entry) => sum + count(entry), 0);

  it('renders a named schema once per page and usage; its repeats, in the same tree or the next, link to that rendering', () => {
    const spec = wideAndDeep(10);
    const page = new PageSchemas(() => undefined);
    const first = buildSchemaTree(spec, ref('L3'), { md, page });
    // L3, its ten properties, L4's ten (under the first), L5's ten strings (under L4's first): 31 nodes, not 1 + 10 + 100 + 1,000.
    expect(count(first)).toBe(31);
    expect(child(first, 'p0')).toMatchObject({ anchor: 'schema-response-l-4' });
    expect(child(first, 'p1')).toMatchObject({ title: 'L4', link: { href: '#schema-response-l-4', onPage: true } });
    const again = buildSchemaTree(spec, ref('L3'), { md, page });
    expect(again).toMatchObject({ link: { href: '#schema-response-l-3', onPage: true } });
    expect(buildSchemaTree(spec, ref('L3'), { md, page, usage: 'request' }).anchor).toBe('schema-request-l-3');
  });

  it('shows two levels: a named schema whose properties would sit deeper links to its own page instead', () => {
    // Twelve wide: what L2 holds all the way down (48 nodes) is more than a small schema's 40.
    const spec = wideAndDeep(12);
    const tree = buildSchemaTree(spec, ref('L0'), { md, page: new PageSchemas((target) => `/docs/api/schemas/${target.split('/').at(-1)!.toLowerCase()}`) });
    const l1 = child(tree, 'p0');
    expect(l1.anchor).toBe('schema-response-l-1');
    expect(child(l1, 'p0')).toMatchObject({ title: 'L2', link: { href: '/docs/api/schemas/l2', onPage: false } });
    expect(child(l1, 'p0').children).toBeUndefined();
    // L0, its twelve properties (the first expanded), L1's twelve: each a link or the first rendering.
    expect(count(tree)).toBe(25);
  });

  it('shows a small named schema where it is used at any depth: a page of its own would save less than the link costs', () => {
    // Ten wide: L2 holds 40 nodes all the way down (L3 to L5 once each), a small schema.
    const spec = wideAndDeep(10);
    const tree = buildSchemaTree(spec, ref('L0'), { md, page: new PageSchemas((target) => `/docs/api/schemas/${target.split('/').at(-1)!.toLowerCase()}`) });
    const l2 = child(child(tree, 'p0'), 'p0');
    expect(l2).toMatchObject({ title: 'L2' });
    expect(l2.link).toBeUndefined();
    expect(child(l2, 'p0')).toMatchObject({ title: 'L3' });
  });
});

describe('buildSchemaTree: shape only (what planning schema pages builds)', () => {
  /** A tree's shape, its types and facts set aside: names, required flags, titles, anchors, links and children. */
  const shapeOf = ({ type, descriptionHtml, enum: values, enumDescriptions, constraints, example, format, deprecated, access, children, ...rest }: SchemaNode): object => ({
    ...rest,
    ...(children ? { children: children.map(shapeOf) } : {}),
  });
  const schemaPage = (target: string) => `/docs/api/schemas/${target.split('/').at(-1)!.toLowerCase()}`;

  it('leaves out types, descriptions, enums, constraints and examples', () => {
    const agent = buildTree(spec, { $ref: '#/components/schemas/AgentCreate' }, { md, shapeOnly: true });
    expect(agent.type).toEqual({ word: 'any' });
    expect(child(agent, 'name')).toEqual({ name: 'name', required: true, type: { word: 'any' } });
    expect(child(agent, 'risk').descriptionHtml).toBeUndefined();
    expect(child(agent, 'chain')).not.toHaveProperty('enum');
  });

  it("has the full tree's names, titles, anchors, links and children, page after page", () => {
    // Every component schema twice (request, then response) on one page: repeats link to the first rendering, deep ones to their pages.
    const trees = (options: { shapeOnly?: boolean }) => {
      const page = new PageSchemas(schemaPage);
      return Object.keys(spec.components!.schemas!).flatMap((name) => (['request', 'response'] as const).map((usage) => buildTree(spec, ref(name), { md, page, usage, ...options })));
    };
    const full = trees({}).map(shapeOf);
    expect(JSON.stringify(full)).toContain('"link"');
    expect(trees({ shapeOnly: true }).map(shapeOf)).toEqual(full);
  });
});
