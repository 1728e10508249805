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
  sandbox: true,
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

describe('try-it bodies per media type', () => {
  const withBody = (mediaType: string): TryItProps => ({ ...props([]), method: 'POST', body: { required: true, mediaType, examples: [] } });
  const send = (mediaType: string, body: string) => prepareRequest(withBody(mediaType), { values: {}, auth: {}, body });

  it('sends a URL-encoded form from the JSON object typed, arrays as repeated fields', () => {
    const prepared = send('application/x-www-form-urlencoded', '{"user": "rex", "scopes": ["a", "b"]}');
    if (!('request' in prepared)) throw new Error(prepared.error);
    expect(prepared.request.body).toBe('user=rex&scopes=a&scopes=b');
    expect(prepared.request.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(prepared.request.preview).toContain("--data-urlencode 'scopes=b'");
  });

  it('sends multipart text fields with its boundary, and text as text', () => {
    const multipart = send('multipart/form-data', '{"caption": "Rex"}');
    if (!('request' in multipart)) throw new Error(multipart.error);
    expect(multipart.request.body).toBe('--docsite-try-it-boundary\r\nContent-Disposition: form-data; name="caption"\r\n\r\nRex\r\n--docsite-try-it-boundary--\r\n');
    expect(multipart.request.headers['Content-Type']).toBe('multipart/form-data; boundary=docsite-try-it-boundary');
    const text = send('text/plain', '"Feed Rex."');
    expect('request' in text && text.request.body).toBe('Feed Rex.');
    const raw = send('text/plain', 'not JSON');
    expect('request' in raw && raw.request.body).toBe('not JSON');
  });

  it('says why it cannot send a file body or a form that is not an object', () => {
    expect(send('application/octet-stream', '"x"')).toEqual({ error: 'Try-it cannot send a file as the body (application/octet-stream): use a code sample above, which sends one.' });
    expect(send('application/x-www-form-urlencoded', '[1]')).toEqual({ error: 'The application/x-www-form-urlencoded body needs a JSON object of its fields.' });
    expect(send('application/json', '{')).toEqual({ error: "The request body is not valid JSON: Expected property name or '}' in JSON at position 1" });
  });
});
