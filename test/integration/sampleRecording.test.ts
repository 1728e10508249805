import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkBuiltSamples, checkRequest, operationPages, requirePythonRequests } from '../../bench/sampleRecording.mjs';
import { repoRoot, runCli } from '../helpers/runCli.js';

/**
 * The python, curl and nodejs samples of small OpenAPI documents, one shape each, run against
 * a local recording server; each recorded request is compared with what its operation
 * declares (method, filled path, query per style/explode, headers, cookies, credentials, body
 * encoding and content type), and the answer must be read per its content type.
 * bench/samplesAgainstDocuments.mjs runs the same check over public documents.
 */
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-sample-recording-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
beforeAll(() => requirePythonRequests());

const built = new Map<string, ReturnType<typeof buildOnce>>();
/** Builds a fixture once for the file's tests. */
const build = (shape: string) => built.get(shape) ?? built.set(shape, buildOnce(shape)).get(shape)!;

function buildOnce(shape: string) {
  const root = path.join(repoRoot, 'test/fixtures', `openapi-samples-${shape}`);
  const out = path.join(temp, shape);
  const result = runCli(['build', '--out', out, '--force'], root);
  expect(result.code, result.output).toBe(0);
  const spec = parse(readFileSync(path.join(root, 'openapi', `${shape}.yaml`), 'utf8')) as unknown;
  return { out, spec, output: result.output, read: (file: string) => readFileSync(path.join(out, file), 'utf8') };
}

describe('code samples send what each operation declares', () => {
  it('bodies: multipart with a file, URL-encoded form, text and raw bytes; answers as JSON, text, a saved PDF, an event stream and no content', { timeout: 120_000 }, async () => {
    const { out, spec } = build('bodies');
    expect(operationPages(out)).toHaveLength(5);
    expect(await checkBuiltSamples(out, spec, 'PETS_API_BASE')).toEqual({ problems: [], ran: 15 });
  });

  it('parameters: query arrays and objects per style and explode, header and cookie parameters, path parameters without examples, an API key in a cookie', { timeout: 120_000 }, async () => {
    const { out, spec, read } = build('params');
    expect(await checkBuiltSamples(out, spec, 'PETS_API_BASE')).toEqual({ problems: [], ran: 6 });
    const remove = read('docs/api/deletetoy.html');
    expect(remove).toContain('/pets/0/toys/TOY_NAME/.x,3,y,0');
    expect(remove).not.toContain('/pets/petId');
    expect(remove).toContain('Send this cookie with the request:');
  });

  it('auth: Basic from a user and password, bearer, OAuth 2 and OpenID Connect tokens, API keys in query and header; base URL from the first server with its variables', { timeout: 120_000 }, async () => {
    const { out, spec, read } = build('auth');
    expect(await checkBuiltSamples(out, spec, 'PETS_API_BASE')).toEqual({ problems: [], ran: 18 });
    const basic = read('docs/api/withbasic.html');
    expect(basic).toContain('https://eu.api.example/v2');
    expect(basic).toContain('The samples read the user from <code>PETS_USERNAME</code> and the password from <code>PETS_PASSWORD</code>, and encode them.');
    expect(read('docs/api/withoauth.html')).toContain('The samples read it from <code>PETS_OAUTH</code>.<!-- --> <!-- -->Get an OAuth 2 access token (clientCredentials flow) from https://auth.example/oauth/token and set PETS_OAUTH to it.');
    expect(read('docs/api/withquerykey.html')).toContain('Send this query parameter with the request:');
  });

  it('the comparison reports what a wrong request gets wrong', async () => {
    const { spec } = build('bodies');
    const request = { method: 'POST', url: '/pets/petId/photo', headers: { 'content-type': 'application/json' }, body: Buffer.from('{}') };
    expect(await checkRequest(spec, 'post', '/pets/{petId}/photo', request, [])).toEqual([
      'path parameter petId is not filled: petId',
      'path parameter petId is not an integer: petId',
      'body sent as application/json, which the operation does not take (multipart/form-data)',
    ]);
    const { spec: authSpec } = build('auth');
    const form = { method: 'POST', url: '/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.from('username=rex&scopes=read') };
    expect(await checkRequest(spec, 'post', '/login', form, [])).toEqual([
      'form field username is ["rex"], documented ["rex@example.com"]',
      `form field password is [], documented ["p@ss w&rd 'quoted' $HOME"]`,
      'form field scopes is ["read"], documented ["read","write"]',
      'required body property password is missing',
    ]);
    const basic = { method: 'GET', url: '/basic', headers: { authorization: 'Basic c2VjcmV0LVBFVFNfVE9LRU4=' }, body: Buffer.alloc(0) };
    expect(await checkRequest(authSpec, 'get', '/basic', basic, [])).toEqual(['Basic credentials are not encoded from user and password: Basic c2VjcmV0LVBFVFNfVE9LRU4=']);
  });
});
