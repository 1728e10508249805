import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TryItProps } from '../../../src/compile/openapi/apiPageData.js';
import { AuthFields } from '../../../theme/islands/tryIt/Fields';

const render = (auth: TryItProps['auth']) =>
  renderToString(createElement(AuthFields, { operationId: 'op', auth, values: {}, persistence: 'session', onChange() {}, onPersistence() {}, onForget() {} }));

describe('try-it credential fields', () => {
  it('asks for user:password where the operation uses HTTP Basic', () => {
    expect(render([{ header: 'Authorization', secret: true, valuePrefix: 'Basic ', basic: true }])).toContain('placeholder="user:password"');
  });

  it('says query keys travel in the URL, cookie keys as cookies through the proxy, and header-only credentials that they never do', () => {
    expect(render([{ header: 'api_key', secret: true, in: 'query' }])).toContain('Query keys are sent in the URL, the others as headers; all are masked in the request preview.');
    expect(render([{ header: 'SESSIONID', secret: true, in: 'cookie' }])).toContain('Cookie keys are sent as cookies through the API proxy, the others as headers; all are masked in the request preview.');
    expect(render([{ header: 'api_key', secret: true, in: 'query' }, { header: 'SESSIONID', secret: true, in: 'cookie' }])).toContain(
      'Query keys are sent in the URL, cookie keys as cookies through the API proxy, the others as headers; all are masked in the request preview.',
    );
    expect(render([{ header: 'X-API-Key', secret: true }])).toContain('Kept in this tab’s session storage only.<!-- --> They are sent as headers, never in the URL, and are masked in the request preview.');
  });
});
