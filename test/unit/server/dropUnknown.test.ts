import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../src/compile/openapi/openapiTypes.js';
import { dropUnknown } from '../../../src/server/sandbox/dropUnknown.js';

const spec = JSON.parse(readFileSync(new URL('../../../openapi/monk.json', import.meta.url), 'utf8')) as OpenApiDocument;

describe('dropUnknown: what the sandbox keeps of a body', () => {
  it('drops properties the schema does not describe, in nested objects and array items too', () => {
    const body = { name: 'A', chain: 'base', junk: 1, risk: { stop_loss_pct: 5, junk: 2 }, strategy: { timeframe: '1h', indicators: ['rsi'], junk: 3 } };
    expect(dropUnknown(spec, { $ref: '#/components/schemas/AgentCreate' }, body)).toEqual({ name: 'A', chain: 'base', risk: { stop_loss_pct: 5 }, strategy: { timeframe: '1h', indicators: ['rsi'] } });
    const list = { type: 'array', items: { type: 'object', properties: { a: { type: 'number' } } } } as const;
    expect(dropUnknown(spec, list, [{ a: 1, b: 2 }, { c: 3 }])).toEqual([{ a: 1 }, {}]);
  });

  it('keeps the properties of the oneOf alternative the value matches', () => {
    const sell = { token: 'BRETT', chain: 'base', percentage: 50, junk: true };
    expect(dropUnknown(spec, { $ref: '#/components/schemas/SellRequest' }, sell)).toEqual({ token: 'BRETT', chain: 'base', percentage: 50 });
  });

  it('keeps what an additionalProperties schema describes, and free-form objects as sent', () => {
    const scores = { type: 'object', properties: { name: { type: 'string' } }, additionalProperties: { type: 'object', properties: { value: { type: 'number' } } } } as const;
    expect(dropUnknown(spec, scores, { name: 'n', rsi: { value: 1, junk: 0 } })).toEqual({ name: 'n', rsi: { value: 1 } });
    expect(dropUnknown(spec, { type: 'object' }, { anything: [1] })).toEqual({ anything: [1] });
  });
});
