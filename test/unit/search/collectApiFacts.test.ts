import { describe, expect, it } from 'vitest';
import { collectApiFacts } from '../../../src/search/collectApiFacts.js';

describe('collectApiFacts: what readers type to find an operation', () => {
  it('reads method and path, operation id, parameter and field names, enums, statuses, error codes and headers', () => {
    const facts = collectApiFacts({
      operationId: '14_buy_tokens',
      method: 'post',
      path: '/agent/{agent_id}/buy',
      summary: 'Buy tokens',
      descriptionHtml: '<p>ignored_html_word</p>',
      security: [{ scheme: 'apiKey', in: 'header', header: 'X-API-Key' }],
      parameters: [{ name: 'agent_id', in: 'path', required: true, type: 'string', enum: ['"live"', '"dry_run"'] }],
      requestBody: { schema: { type: 'object', children: [{ name: 'take_profit', type: 'number' }, { name: 'chain', type: 'string', enum: ['"base"'] }] } },
      responses: [{ status: '404', descriptionHtml: '', examples: [{ name: 'example', json: '{"error": {"code": "not_found"}}' }] }],
      samples: [{ language: 'python', code: 'sample_only_word = 1' }],
      tryIt: { parameters: [{ name: 'try_it_only', in: 'path' }] },
    });
    expect(facts!.headline).toEqual(['POST /agent/{agent_id}/buy', '14_buy_tokens']);
    expect(facts!.details.sort()).toEqual(['404', 'X-API-Key', 'agent_id', 'base', 'chain', 'dry_run', 'live', 'not_found', 'take_profit'].sort());
  });

  it('gives nothing for pages without an operation', () => {
    expect(collectApiFacts(undefined)).toBeUndefined();
    expect(collectApiFacts({})).toEqual({ headline: [], details: [] });
  });
});
