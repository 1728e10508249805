import { describe, expect, it } from 'vitest';
import type { TryItProps } from '../../../src/compile/openapi/apiPageData.js';
import { basicCredentials, MASK, prepareRequest } from '../../../theme/islands/tryIt/prepareRequest.js';

const props = (auth: TryItProps['auth']): TryItProps => ({
  operationId: 'op',
  method: 'GET',
  path: '/pets',
  parameters: [],
  auth,
  dangerous: false,
  proxyPath: '/api-proxy/',
  environment: 'Sandbox',
  publicBaseUrl: 'https://eu.api.example/v2',
});

describe('try-it requests per security scheme', () => {
  it('encodes Basic from user:password (UTF-8), as the samples do', () => {
    expect(basicCredentials('rex:pässword')).toBe(Buffer.from('rex:pässword').toString('base64'));
    const prepared = prepareRequest(props([{ header: 'Authorization', secret: true, valuePrefix: 'Basic ', basic: true }]), { values: {}, auth: { Authorization: 'rex:secret' }, body: '' });
    expect('request' in prepared && prepared.request.headers.Authorization).toBe(`Basic ${Buffer.from('rex:secret').toString('base64')}`);
  });

  it('sends a query API key in the query, masked in the preview against the document base URL', () => {
    const prepared = prepareRequest(props([{ header: 'api_key', secret: true, in: 'query' }]), { values: {}, auth: { api_key: 'k1' }, body: '' });
    if (!('request' in prepared)) throw new Error(prepared.error);
    expect(prepared.request.url).toBe('/api-proxy/pets?api_key=k1');
    expect(prepared.request.headers.api_key).toBeUndefined();
    expect(prepared.request.preview).toContain(`--url "https://eu.api.example/v2/pets?api_key=${encodeURIComponent(MASK)}"`);
  });

  it('says a cookie API key cannot be sent from the page', () => {
    expect(prepareRequest(props([{ header: 'SESSION', secret: true, in: 'cookie' }]), { values: {}, auth: { SESSION: 's' }, body: '' })).toEqual({ error: 'Try-it cannot send the cookie SESSION: use a code sample above.' });
  });
});
