import { describe, expect, it } from 'vitest';
import { curlSample } from '../../../src/compile/openapi/samples/curl.js';
import { jsLiteral, pythonLiteral } from '../../../src/compile/openapi/samples/literal.js';
import { nodejsSample } from '../../../src/compile/openapi/samples/nodejs.js';
import { pythonSample } from '../../../src/compile/openapi/samples/python.js';
import { fillPath, type SampleRequest } from '../../../src/compile/openapi/samples/sampleRequest.js';

const request: SampleRequest = {
  method: 'post',
  base: { url: 'https://api.sable.example/ta', env: 'SABLE_API_BASE' },
  path: '/agent/agt_7Qm2c9XkLp/buy',
  query: [['limit', 20], ['side', 'buy']],
  headers: [
    { name: 'X-API-Key', value: '', env: 'SABLE_API_KEY' },
    { name: 'X-User-Id', value: '', env: 'SABLE_USER_ID' },
  ],
  body: { kind: 'json', mediaType: 'application/json', value: { token: "it's", chain: 'base', amount_usd: 100, tags: [], nested: { ok: true, none: null } } },
};

describe('code samples', () => {
  it('curl: base URL from the environment with the public URL as fallback, credentials from variables, body single-quoted', () => {
    expect(curlSample(request)).toBe(
      [
        'curl --fail-with-body --request POST \\',
        '  --url "${SABLE_API_BASE:-https://api.sable.example/ta}/agent/agt_7Qm2c9XkLp/buy?limit=20&side=buy" \\',
        '  --header "X-API-Key: $SABLE_API_KEY" \\',
        '  --header "X-User-Id: $SABLE_USER_ID" \\',
        "  --header 'Content-Type: application/json' \\",
        `  --data '{\n  "token": "it'\\''s",\n  "chain": "base",\n  "amount_usd": 100,\n  "tags": [],\n  "nested": {\n    "ok": true,\n    "none": null\n  }\n}'`,
      ].join('\n'),
    );
  });

  it('python: requests with params, headers from os.environ and a Python literal body', () => {
    const code = pythonSample(request);
    expect(code).toContain('BASE_URL = os.environ.get("SABLE_API_BASE", "https://api.sable.example/ta")');
    expect(code).toContain('response = requests.post(\n    f"{BASE_URL}/agent/agt_7Qm2c9XkLp/buy",');
    expect(code).toContain('    params={\n        "limit": 20,\n        "side": "buy",\n    },');
    expect(code).toContain('"X-API-Key": os.environ["SABLE_API_KEY"],');
    expect(code).toContain('"nested": {\n            "ok": True,\n            "none": None,\n        },');
    expect(code).toContain('response.raise_for_status()');
  });

  it('nodejs: fetch with headers from process.env and a JavaScript literal body', () => {
    const code = nodejsSample(request);
    expect(code).toContain("const baseUrl = process.env.SABLE_API_BASE ?? 'https://api.sable.example/ta';");
    expect(code).toContain('await fetch(`${baseUrl}/agent/agt_7Qm2c9XkLp/buy?limit=20&side=buy`, {');
    expect(code).toContain("'X-API-Key': process.env.SABLE_API_KEY,");
    expect(code).toContain("token: 'it\\'s',");
    expect(code).toContain('if (!response.ok) throw new Error');
  });

  it('never writes a credential value into a sample', () => {
    const secret = { ...request, headers: [{ name: 'X-API-Key', value: 'sk_live_real', env: 'SABLE_API_KEY' }] };
    for (const code of [curlSample(secret), pythonSample(secret), nodejsSample(secret)]) expect(code).not.toContain('sk_live_real');
  });

  it('escapes what each language would otherwise interpret', () => {
    const tricky: SampleRequest = { method: 'GET', base: { url: 'https://x.example/$HOME' }, path: '/a/{b}/`c`', query: [], headers: [{ name: 'X-Note', value: "it's $HOME" }] };
    expect(curlSample(tricky)).toContain('--url "https://x.example/\\$HOME/a/{b}/\\`c\\`"');
    expect(curlSample(tricky)).toContain(`--header 'X-Note: it'\\''s $HOME'`);
    expect(pythonSample(tricky)).toContain('f"{BASE_URL}/a/{{b}}/`c`"');
    expect(nodejsSample(tricky)).toContain('`${baseUrl}/a/{b}/\\`c\\``');
  });

  it('fills and percent-encodes path parameters', () => {
    expect(fillPath('/agent/{agent_id}/x/{other}', { agent_id: 'agt 1/2', other: 'ok' })).toBe('/agent/agt%201%2F2/x/ok');
  });

  it('writes literals like a formatter', () => {
    expect(pythonLiteral({ a: [1, 'x'], b: false })).toBe('{\n    "a": [\n        1,\n        "x",\n    ],\n    "b": False,\n}');
    expect(jsLiteral({ 'a-b': 'x"y', c: {} })).toBe(`{\n  'a-b': 'x"y',\n  c: {},\n}`);
  });
});

describe('code samples of other bodies, credentials and answers', () => {
  const upload: SampleRequest = {
    method: 'post',
    base: { url: 'https://files.example/v1', env: 'PETS_API_BASE' },
    path: '/pets/0/photo',
    query: [['api_key', '', 'PETS_API_KEY']],
    headers: [],
    cookies: [{ name: 'theme', value: 'dark' }],
    basic: { userEnv: 'PETS_USERNAME', passwordEnv: 'PETS_PASSWORD' },
    body: { kind: 'multipart', mediaType: 'multipart/form-data', fields: [['caption', '@not-a-file']], files: [{ name: 'photo', file: 'photo.png', contentType: 'image/png' }] },
    response: { kind: 'binary', file: 'response.pdf' },
    notes: ['Sends ./photo.png from the current folder.'],
  };

  it('curl: Basic through --user, text fields that never read files, files with their type, the answer saved', () => {
    expect(curlSample(upload)).toBe(
      [
        '# Sends ./photo.png from the current folder.',
        'curl --fail-with-body --request POST \\',
        '  --url "${PETS_API_BASE:-https://files.example/v1}/pets/0/photo?api_key=${PETS_API_KEY}" \\',
        '  --user "$PETS_USERNAME:$PETS_PASSWORD" \\',
        "  --cookie 'theme=dark' \\",
        "  --form-string 'caption=@not-a-file' \\",
        "  --form 'photo=@photo.png;type=image/png' \\",
        "  --output 'response.pdf'",
      ].join('\n'),
    );
  });

  it('python: auth=(user, password), cookies, data and files, the answer written to a file', () => {
    const code = pythonSample(upload);
    expect(code.startsWith('# Sends ./photo.png from the current folder.\nimport os\n')).toBe(true);
    expect(code).toContain('    params={\n        "api_key": os.environ["PETS_API_KEY"],\n    },');
    expect(code).toContain('    auth=(os.environ["PETS_USERNAME"], os.environ["PETS_PASSWORD"]),');
    expect(code).toContain('    files={\n        "photo": ("photo.png", open("photo.png", "rb"), "image/png"),\n    },');
    expect(code).toContain('with open("response.pdf", "wb") as file:\n    file.write(response.content)');
  });

  it('nodejs: Basic encoded from the variables, FormData with a Blob, the answer written with writeFile', () => {
    const code = nodejsSample(upload);
    expect(code).toContain("import { readFile, writeFile } from 'node:fs/promises';");
    expect(code).toContain("    'Authorization': 'Basic ' + Buffer.from(`${process.env.PETS_USERNAME}:${process.env.PETS_PASSWORD}`).toString('base64'),");
    expect(code).toContain("form.append('photo', new Blob([await readFile('photo.png')], { type: 'image/png' }), 'photo.png');");
    expect(code).toContain('fetch(`${baseUrl}/pets/0/photo?api_key=${encodeURIComponent(process.env.PETS_API_KEY)}`');
    expect(code).toContain("await writeFile('response.pdf', Buffer.from(await response.arrayBuffer()));");
  });

  it('streams server-sent events in every language', () => {
    const events: SampleRequest = { method: 'get', base: { url: 'https://x.example' }, path: '/events', query: [], headers: [], response: { kind: 'sse' } };
    expect(curlSample(events)).toContain("--header 'Accept: text/event-stream' \\\n  --no-buffer");
    expect(pythonSample(events)).toContain('    stream=True,\n    timeout=30,\n)\nresponse.raise_for_status()\nfor line in response.iter_lines(decode_unicode=True):\n    print(line, flush=True)');
    expect(nodejsSample(events)).toContain('for await (const text of response.body.pipeThrough(new TextDecoderStream())) process.stdout.write(text);');
  });
});
