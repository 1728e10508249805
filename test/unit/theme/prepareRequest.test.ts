import { describe, expect, it } from 'vitest';
import type { TryItParameter, TryItProps } from '../../../src/compile/openapi/apiPageData.js';
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

  it('sends a cookie API key to the proxy in X-Docsite-Cookie (no page may set Cookie), masked in the preview', () => {
    const prepared = prepareRequest(props([{ header: 'SESSION', secret: true, in: 'cookie' }]), { values: {}, auth: { SESSION: 's1' }, body: '' });
    if (!('request' in prepared)) throw new Error(prepared.error);
    expect(prepared.request.headers).toEqual({ Accept: 'application/json', 'X-Docsite-Cookie': 'SESSION=s1' });
    expect(prepared.request.url).toBe('/api-proxy/pets');
    expect(prepared.request.preview).toContain(`--cookie 'SESSION=${MASK}'`);
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

  it('sends multipart as FormData: the text fields typed, each chosen file with its type (else the declared one); the browser writes the boundary', async () => {
    const body = { required: true, mediaType: 'multipart/form-data', examples: [], files: [{ name: 'photo', contentType: 'image/png' }, { name: 'scan', contentType: 'application/pdf' }, { name: 'extra', contentType: 'text/csv' }] };
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'rex.png');
    const scan = new File(['%PDF'], 'scan.pdf', { type: 'application/x-pdf' });
    const prepared = prepareRequest({ ...props([]), method: 'POST', body }, { values: {}, auth: {}, body: '{"caption": "Rex", "tags": ["dog", "beach"]}', files: { photo, scan } });
    if (!('request' in prepared)) throw new Error(prepared.error);
    expect(prepared.request.headers).toEqual({ Accept: 'application/json' });
    const form = prepared.request.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.keys()]).toEqual(['caption', 'tags', 'tags', 'photo', 'scan']);
    expect(form.getAll('tags')).toEqual(['dog', 'beach']);
    const sentPhoto = form.get('photo') as File;
    expect([sentPhoto.name, sentPhoto.type, [...new Uint8Array(await sentPhoto.arrayBuffer())]]).toEqual(['rex.png', 'image/png', [0x89, 0x50, 0x4e, 0x47]]);
    expect((form.get('scan') as File).type).toBe('application/x-pdf');
    expect(prepared.request.preview).toContain("--form 'photo=@rex.png;type=image/png'");
    expect(prepared.request.preview).not.toContain('extra');
  });

  it('sends a binary body as the chosen file with the media type, and asks for a file when it is required', () => {
    const file = new File(['PK\u0003\u0004'], 'pets.zip');
    const prepared = prepareRequest(withBody('application/zip'), { values: {}, auth: {}, body: '', files: { '': file } });
    if (!('request' in prepared)) throw new Error(prepared.error);
    expect(prepared.request.body).toBe(file);
    expect(prepared.request.headers['Content-Type']).toBe('application/zip');
    expect(prepared.request.preview).toContain("--data-binary '@pets.zip'");
    expect(send('application/octet-stream', '')).toEqual({ error: 'The request body is required: choose a file to send.' });
    const optional = prepareRequest({ ...withBody('application/octet-stream'), body: { required: false, mediaType: 'application/octet-stream', examples: [] } }, { values: {}, auth: {}, body: '' });
    expect('request' in optional && optional.request.body).toBeUndefined();
  });

  it('sends text as text', () => {
    const text = send('text/plain', '"Feed Rex."');
    expect('request' in text && text.request.body).toBe('Feed Rex.');
    const raw = send('text/plain', 'not JSON');
    expect('request' in raw && raw.request.body).toBe('not JSON');
  });

  it('says why it cannot send a form that is not an object, or invalid JSON', () => {
    expect(send('application/x-www-form-urlencoded', '[1]')).toEqual({ error: 'The application/x-www-form-urlencoded body needs a JSON object of its fields.' });
    expect(send('application/json', '{')).toEqual({ error: "The request body is not valid JSON: Expected property name or '}' in JSON at position 1" });
  });
});

describe('try-it parameters per style and explode, written by the serialiser of the samples', () => {
  const parameter = (extra: Partial<TryItParameter> & Pick<TryItParameter, 'name' | 'in'>): TryItParameter => ({ required: false, type: 'string', ...extra });
  const prepare = (parameters: TryItParameter[], values: Record<string, string>, path = '/pets') => prepareRequest({ ...props([]), path, parameters }, { values, auth: {}, body: '' });
  const urlOf = (parameters: TryItParameter[], values: Record<string, string>, path?: string) => {
    const prepared = prepare(parameters, values, path);
    if (!('request' in prepared)) throw new Error(prepared.error);
    return decodeURIComponent(prepared.request.url.replace('/api-proxy/pets', ''));
  };
  const array = (extra: Partial<TryItParameter> = {}) => [parameter({ name: 'p', in: 'query', json: true, ...extra })];

  it('form, exploded (the default): an array repeats the name, an object sends its properties', () => {
    expect(urlOf(array(), { 'query:p': '["dog", "cat"]' })).toBe('?p=dog&p=cat');
    expect(urlOf(array(), { 'query:p': '{"offset": 0, "size": 20}' })).toBe('?offset=0&size=20');
    expect(urlOf([parameter({ name: 'limit', in: 'query' })], { 'query:limit': '20' })).toBe('?limit=20');
  });

  it('form without explode: comma-separated, an object as key,value pairs', () => {
    expect(urlOf(array({ explode: false }), { 'query:p': '[3, 4, 5]' })).toBe('?p=3,4,5');
    expect(urlOf(array({ explode: false }), { 'query:p': '{"a": 1, "b": "x"}' })).toBe('?p=a,1,b,x');
  });

  it('spaceDelimited and pipeDelimited', () => {
    const prepared = prepare(array({ style: 'spaceDelimited', explode: false }), { 'query:p': '["S", "M"]' });
    expect('request' in prepared && prepared.request.url).toBe('/api-proxy/pets?p=S%20M');
    expect(urlOf(array({ style: 'pipeDelimited', explode: false }), { 'query:p': '["black", "white"]' })).toBe('?p=black|white');
  });

  it('deepObject: one pair per property', () => {
    expect(urlOf(array({ style: 'deepObject', explode: true }), { 'query:p': '{"kind": "dog", "age": 3}' })).toBe('?p[kind]=dog&p[age]=3');
  });

  it('path (simple, label, matrix) percent-encoded, headers comma-separated, cookie parameters in X-Docsite-Cookie, content parameters as JSON', () => {
    const path = [parameter({ name: 'coords', in: 'path', required: true, style: 'label', json: true }), parameter({ name: 'ids', in: 'path', required: true, json: true }), parameter({ name: 'name', in: 'path', required: true })];
    const prepared = prepare(path, { 'path:coords': '{"x": 3, "y": 0}', 'path:ids': '[1, 2]', 'path:name': 'a b/c' }, '/toys/{coords}/{ids}/{name}');
    expect('request' in prepared && prepared.request.url).toBe('/api-proxy/toys/.x,3,y,0/1,2/a%20b%2Fc');
    const matrix = prepare([parameter({ name: 'id', in: 'path', required: true, style: 'matrix', explode: true, json: true })], { 'path:id': '[3, 4]' }, '/toys/{id}');
    expect('request' in matrix && matrix.request.url).toBe('/api-proxy/toys/;id=3;id=4');
    const rest = prepare(
      [parameter({ name: 'X-Ids', in: 'header', json: true }), parameter({ name: 'theme', in: 'cookie' }), parameter({ name: 'lang', in: 'cookie' }), parameter({ name: 'q', in: 'query', contentType: 'application/json', json: true })],
      { 'header:X-Ids': '[1, 2]', 'cookie:theme': 'dark blue', 'cookie:lang': 'en', 'query:q': '{"a": 1}' },
    );
    if (!('request' in rest)) throw new Error(rest.error);
    expect(rest.request.headers).toEqual({ Accept: 'application/json', 'X-Ids': '1,2', 'X-Docsite-Cookie': 'theme=dark%20blue; lang=en' });
    expect(rest.request.url).toBe(`/api-proxy/pets?q=${encodeURIComponent('{"a":1}')}`);
    expect(rest.request.preview).toContain("--cookie 'theme=dark%20blue; lang=en'");
  });

  it('says which parameter holds JSON that does not parse', () => {
    expect(prepare(array(), { 'query:p': '[dog' })).toEqual({ error: 'The query parameter p is not valid JSON: Unexpected token \'d\', "[dog" is not valid JSON' });
  });
});
