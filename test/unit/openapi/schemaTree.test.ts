import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../../src/compile/openapi/apiPageData.js';
import type { OpenApiDocument } from '../../../src/compile/openapi/openapiTypes.js';
import { buildSchemaTree } from '../../../src/compile/openapi/schemaTree.js';

const spec = JSON.parse(readFileSync(new URL('../../../openapi/monk.json', import.meta.url), 'utf8')) as OpenApiDocument;
const md = (text: string | undefined) => (text ? `<p>${text}</p>` : undefined);
const child = (node: SchemaNode, name: string) => node.children!.find((entry) => entry.name === name)!;

describe('buildSchemaTree', () => {
  it('shows types, titles, formats, required flags, enums, constraints and examples of nested objects', () => {
    const agent = buildSchemaTree(spec, { $ref: '#/components/schemas/AgentCreate' }, md);
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

  it('lists oneOf alternatives, including null', () => {
    const sell = buildSchemaTree(spec, { $ref: '#/components/schemas/SellRequest' }, md);
    expect(sell).toMatchObject({ type: 'one of', childKind: 'oneOf' });
    expect(sell.children!.map((alternative) => alternative.title)).toEqual(['Sell a token amount', 'Sell a percentage of the holding']);
    const result = child(buildSchemaTree(spec, { $ref: '#/components/schemas/TaskStatus' }, md), 'result');
    expect(result.children!.map((alternative) => alternative.title ?? alternative.type)).toEqual(['TradeResult', 'SyncResult', 'null']);
  });

  it('stops at circular references', () => {
    const circular: OpenApiDocument = {
      openapi: '3.1.0',
      info: { title: 't' },
      paths: {},
      components: { schemas: { Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } } } },
    };
    const tree = buildSchemaTree(circular, { $ref: '#/components/schemas/Node' }, md);
    expect(child(tree, 'next')).toMatchObject({ title: 'Node', circular: true });
    expect(child(tree, 'next').children).toBeUndefined();
  });
});
