import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { OpenApiDocument } from '../../../src/compile/openapi/openapiTypes.js';
import { createSandbox } from '../../../src/server/sandbox/createSandbox.js';
import { repoRoot } from '../../helpers/runCli.js';

/** The sandbox takes what try-it now sends: files and forms of the media types an operation declares, and API keys in cookies and the query. */
const load = (shape: string) => parse(readFileSync(path.join(repoRoot, 'test/fixtures', `openapi-samples-${shape}`, 'openapi', `${shape}.yaml`), 'utf8')) as OpenApiDocument;

describe('the sandbox and bodies that are not JSON', () => {
  const sandbox = createSandbox(load('bodies'));

  it('accepts a multipart upload and a binary body of the declared media type as sent, without reading them as JSON', async () => {
    const form = new FormData();
    form.append('caption', 'Rex');
    form.append('photo', new File([new Uint8Array([0x89, 0x50])], 'rex.png', { type: 'image/png' }));
    const upload = await sandbox.fetch(new Request('http://sandbox.invalid/v1/pets/7/photo', { method: 'POST', body: form }));
    expect(upload.status).toBe(201);
    const archive = await sandbox.fetch(new Request('http://sandbox.invalid/v1/archive', { method: 'POST', body: new Uint8Array([0x50, 0x4b, 0, 0xff]), headers: { 'Content-Type': 'application/octet-stream' } }));
    expect(archive.status).toBeLessThan(300);
  });

  it('still reads a body of a media type the operation does not declare as JSON, and says it is not', async () => {
    const wrong = await sandbox.fetch(new Request('http://sandbox.invalid/v1/pets/7/photo', { method: 'POST', body: 'caption=Rex', headers: { 'Content-Type': 'text/plain' } }));
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).detail[0]).toMatchObject({ loc: ['body'], type: 'json_invalid' });
  });
});

describe('the sandbox and API keys outside headers', () => {
  it('requires a cookie API key as a cookie, saying which one is missing', async () => {
    const sandbox = createSandbox(load('params'));
    const url = 'http://sandbox.invalid/api/pets?limit=1';
    const headers = { 'X-Request-Id': '8f14e45f-ceea-467f-a0e6-7a1f5c3c1b2d' };
    const missing = await sandbox.fetch(new Request(url, { headers }));
    expect(missing.status).toBe(401);
    expect(JSON.stringify(await missing.json())).toContain('Missing or invalid SESSIONID cookie.');
    const sent = await sandbox.fetch(new Request(url, { headers: { ...headers, Cookie: 'theme=dark; SESSIONID=s1' } }));
    expect(sent.status).toBe(200);
  });

  it('requires a query API key in the query', async () => {
    const sandbox = createSandbox(load('auth'));
    const url = `http://sandbox.invalid${sandbox.basePath}/query-key`;
    const missing = await sandbox.fetch(new Request(url));
    expect(missing.status).toBe(401);
    expect(JSON.stringify(await missing.json())).toContain('Missing or invalid api_key query parameter.');
    expect((await sandbox.fetch(new Request(`${url}?api_key=k1`))).status).toBe(200);
  });
});
