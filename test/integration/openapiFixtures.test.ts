import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { repoRoot, runCli } from '../helpers/runCli.js';

/** Fixture sites under test/fixtures/openapi-*, each one OpenAPI construct, built with the real CLI. */
const fixture = (name: string) => path.join(repoRoot, 'test/fixtures', name);
const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-openapi-fixtures-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Builds the fixture and returns its output reader, failing with the CLI's output when the build fails. */
function build(name: string) {
  const out = path.join(temp, name);
  const result = runCli(['build', '--out', out, '--force'], fixture(`openapi-${name}`));
  expect(result.code, result.output).toBe(0);
  return { result, read: (file: string) => readFileSync(path.join(out, file), 'utf8') };
}

describe('OpenAPI documents as they are written', () => {
  it('builds a reference from a YAML document and publishes the document as it is', () => {
    const { read } = build('yaml');
    expect(read('docs/api/listpets.html')).toMatch(/<h1[^>]*>List pets<\/h1>/);
    expect(read('docs/api/pets.html')).toContain('href="/pets.yaml"');
    expect(read('pets.yaml')).toBe(readFileSync(fixture('openapi-yaml/openapi/pets.yaml'), 'utf8'));
  });

  it('gives operations without operationId a page slugged from method and path, titled METHOD /path when the summary is empty, with Markdown summaries rendered in the heading and stripped elsewhere', () => {
    const { read } = build('titles');
    const get = read('docs/api/get-pets-petid.html');
    expect(get).toContain('<h1>Get a <code>Pet</code> by <strong>id</strong></h1>');
    expect(get).toContain('<title>Get a Pet by id | OpenAPI titles</title>');
    expect(get).toContain('<a class="active" href="/docs/api/get-pets-petid" aria-current="page">Get a Pet by id</a></li><li><a href="/docs/api/delete-pets-petid">DELETE /pets/{petId}</a></li>');
    const remove = read('docs/api/delete-pets-petid.html');
    expect(remove).toContain('<h1>DELETE /pets/{petId}</h1>');
    expect(remove).toContain('<title>DELETE /pets/{petId} | OpenAPI titles</title>');
    expect(read('docs/api/pets.html')).toContain('<code>/pets/{petId}</code> <span>Get a Pet by id</span>');
    const documents = readdirSync(path.join(temp, 'titles', 'search')).find((name) => name.startsWith('documents.'))!;
    expect(read(`search/${documents}`)).toContain('"title":"Get a Pet by id"');
  });

  it('gives each webhook of a 3.1 document without paths its own page, listed under Webhooks, with no samples or try-it', () => {
    const { read } = build('webhooks');
    const page = read('docs/api/webhook-post-newpet.html');
    expect(page).toContain('<h1>A pet was added</h1>');
    expect(page).toContain('<p class="api-kind-note">Webhook <code>newPet</code>: the API sends this request to the endpoint you registered for it.</p>');
    expect(page).not.toContain('id="try-it"');
    expect(page).not.toContain('id="code-samples"');
    expect(read('docs/api/pet-events.html')).toContain('<h2 id="tag-webhooks">Webhooks');
  });

  it('gives a callback without operationId its own page after its operation, linking back to it', () => {
    const { read } = build('callbacks');
    const page = read('docs/api/subscribe-onpetadded-post.html');
    expect(page).toContain('<h1>Pet added</h1>');
    expect(page).toContain('<p class="api-kind-note">Callback <code>onPetAdded</code> of <a href="/docs/api/subscribe">Subscribe to pet events</a>: the API sends this request to the URL the expression names.</p>');
    expect(page).not.toContain('id="try-it"');
    expect(read('docs/api/subscribe.html')).toContain('id="try-it"');
    expect(read('docs/api/pet-subscriptions.html')).toContain('<li><a href="/docs/api/subscribe-onpetadded-post"><span class="method-badge method-post">POST</span> <code>{$request.body#/callbackUrl}</code> <span>Pet added</span></a></li>');
  });

  it('hides x-internal operations and path items, marks deprecated ones, and puts x-codeSamples / x-code-samples before the generated samples of other languages', () => {
    const { result, read } = build('extensions');
    expect(readdirSync(path.join(temp, 'extensions', 'docs/api')).sort()).toEqual(['addpet.html', 'addpet.md', 'listpets.html', 'listpets.md', 'pets.html', 'pets.md']);
    // The code samples' tabs (the response examples beside them have tabs of their own).
    const samplesOf = (html: string) => html.slice(html.indexOf('data-group-id="lang"'), html.indexOf('<section class="api-response-examples">'));
    const tabs = (html: string) => [...samplesOf(html).matchAll(/role="tab"[^>]*data-value="([^"]+)"[^>]*>([^<]*)/g)].map((match) => `${match[1]}:${match[2]}`);
    const list = read('docs/api/listpets.html');
    expect(tabs(list)).toEqual(['python:Python SDK', 'go:Go', 'curl:curl', 'nodejs:nodejs']);
    expect(list).toContain('print</span>');
    expect(tabs(read('docs/api/addpet.html'))).toEqual(['curl:cURL', 'python:python', 'nodejs:nodejs']);
    expect(read('docs/api/addpet.html')).toContain('<span>/pets</span></code><span class="api-deprecated">deprecated</span>');
    expect(read('docs/api/pets.html')).toContain('<span>Add a pet</span><span class="api-deprecated">deprecated</span>');
    expect(result.stderr).toContain('openapi/pets.json  paths./pets.get.x-codeSamples[2] needs a string lang and source; skipped');
  });

  it('makes a navigable reference from a config naming only specPath: info page, a sidebar of its own grouped by tag in document order, a navbar entry; externalDocs linked; x-tagGroups as categories', () => {
    const { read } = build('minimal');
    const page = read('api/listpets.html');
    expect(page).toContain('<a href="/api/pet-store" class="nav-link active" aria-current="true">API</a>');
    const sidebar = /<aside class="doc-sidebar".*?<\/aside>/.exec(page)![0].replace(/<(?!a |\/a>)[^>]*>/g, ' ').replace(/\s+/g, ' ');
    // x-tagGroups: the group Store holds Owners then Pets, as the group lists them.
    expect(sidebar).toBe(' <a href="/api/pet-store">Pet store</a> Store Owners <a href="/api/listowners">List owners</a> Pets <a class="active" href="/api/listpets" aria-current="page">List pets</a> <a href="/api/getpet">Get a pet</a> ');
    const info = read('api/pet-store.html');
    expect(info).toContain('<h2 id="tag-pets">Pets');
    // The info page keeps the document's tag order (Pets, then Owners) though an Owners operation comes first.
    expect(info.indexOf('id="tag-pets"')).toBeLessThan(info.indexOf('id="tag-owners"'));
    expect(info).toContain('<p>Everything about pets.</p>');
    expect(info).toContain('<p class="api-external-docs"><a href="https://pets.example/guide">The pet store guide</a></p>');
    expect(info).toContain('<p class="api-external-docs"><a href="https://pets.example/pets">https://pets.example/pets</a></p>');
    expect(page).toContain('<p class="api-external-docs"><a href="https://pets.example/paging">Paging</a></p>');
    const intro = read('docs/intro.html');
    expect(intro).not.toContain('href="/api/listpets"');
    expect(intro).toContain('<a href="/api/pet-store" class="nav-link">API</a>');
  });

  it('shows description links that are not pages of the site as text, with one warning naming the place and field, instead of failing the build', () => {
    const { result, read } = build('links');
    const hint = "    hint: set openapi.linkBase to the URL the document's relative links point into, or link to a page of this site";
    expect(result.stderr).toContain(`openapi/pets.json  paths./pets.get.description: link ../paging.md is not a page of this site; shown as text\n${hint}`);
    expect(result.stderr).toContain(`openapi/pets.json  paths./pets.get.responses.200.description: link /models/pet is not a page of this site; shown as text\n${hint}`);
    expect(result.stderr).toContain(`openapi/pets.json  info.description: link guide.html is not a page of this site; shown as text\n${hint}`);
    expect(read('docs/api/listpets.html')).toContain('<p>See paging, <a href="/docs/intro">the intro</a>, <a href="https://www.rfc-editor.org/rfc/rfc9110">RFC 9110</a> and <a href="#responses">below</a>.</p>');
  });

  it("resolves description links that are not pages of the site against the document's externalDocs.url", () => {
    const { result, read } = build('link-base');
    expect(result.stderr).not.toContain('is not a page of this site');
    expect(read('docs/api/listpets.html')).toContain('<p>See <a href="https://pets.example/paging.md">paging</a>, <a href="/docs/intro">the intro</a>');
    expect(read('docs/api/listpets.html')).toContain('The pets, as in <a href="https://pets.example/models/pet">the model</a>.');
    expect(read('docs/api/pets.html')).toContain('<a href="https://pets.example/docs/guide.html">the guide</a>');
  });

  it('reads schemas a $ref points at in another file of the project', () => {
    const { read } = build('multifile');
    const page = read('docs/api/listpets.html');
    expect(page).toContain("The pet's name, as its owner calls it.");
    expect(page).toContain('Rex');
  });

  it('publishes a document whose $refs reach other files as one YAML file with their values brought in, so the download opens on its own', () => {
    const { read } = build('multifile');
    const published = parseYaml(read('pets.yaml')) as { paths: Record<string, unknown>; 'x-docsite-external': Record<string, unknown> };
    const refs = JSON.stringify(published).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ref).toMatch(/"\$ref":"#\//);
    expect(JSON.stringify(published['x-docsite-external'])).toContain("The pet's name, as its owner calls it.");
    expect(published.paths['/pets']).toBeDefined();
  });

  it('gives each document of an openapi list its own reference: pages under its routeBasePath, its own sidebar grouped by its tags, a navbar entry, its own proxy path, its file published, search facts per page', () => {
    const { read } = build('several');
    const pets = read('pets-api/getstatus.html');
    const orders = read('orders-api/getstatus.html');
    // Both documents have an operation getStatus: each page shows its own.
    expect(pets).toContain('<h1>Pet store status</h1>');
    expect(orders).toContain('<h1>Order service status</h1>');
    expect(orders).toContain('<ul class="navbar-items" data-swap="navbar-items"><li><a href="/docs/intro" class="nav-link">Docs</a></li><li><a href="/pets-api/pet-store" class="nav-link">Pets API</a></li><li><a href="/orders-api/orders" class="nav-link active" aria-current="true">Orders API</a></li></ul>');
    const sidebarOf = (html: string) => /<aside class="doc-sidebar".*?<\/aside>/s.exec(html)![0];
    expect(sidebarOf(pets)).toBe(
      '<aside class="doc-sidebar" aria-label="Docs navigation"><nav class="sidebar" aria-label="Docs sidebar"><ul class="sidebar-list"><li><a href="/pets-api/pet-store">Pet store</a></li><li class="sidebar-category-item"><details class="sidebar-category" data-cat="0" open=""><summary><span class="sidebar-category-label">Owners</span></summary><ul class="sidebar-list"><li><a href="/pets-api/getowner">Get an owner</a></li></ul></details></li><li class="sidebar-category-item"><details class="sidebar-category" data-cat="1" open=""><summary><span class="sidebar-category-label">Pets</span></summary><ul class="sidebar-list"><li><a href="/pets-api/listpets">List pets</a></li><li><a class="active" href="/pets-api/getstatus" aria-current="page">Pet store status</a></li></ul></details></li></ul></nav></aside>',
    );
    expect(sidebarOf(orders)).toContain('<li><a href="/orders-api/orders">Orders</a></li><li class="sidebar-category-item"><details class="sidebar-category" data-cat="0" open=""><summary><span class="sidebar-category-label">Orders</span></summary><ul class="sidebar-list"><li><a href="/orders-api/createorder">Create an order</a></li><li><a class="active" href="/orders-api/getstatus" aria-current="page">Order service status</a></li></ul></details></li></ul>');
    expect(pets).toContain('https://pets.example/v1/status');
    expect(orders).toContain('https://orders.example/status');
    expect([pets.includes('/api-proxy/</code>'), orders.includes('/api-proxy-2/</code>')]).toEqual([true, true]);
    expect(read('pets-api/pet-store.html')).toContain('href="/pets.yaml"');
    expect(read('orders-api/orders.html')).toContain('href="/orders.json"');
    expect(read('orders.json')).toBe(readFileSync(fixture('openapi-several/openapi/orders.json'), 'utf8'));
    const documents = readdirSync(path.join(temp, 'several', 'search')).find((name) => name.startsWith('documents.'))!;
    const search = JSON.parse(read(`search/${documents}`)) as { pages: Array<{ url: string; crumbs: string[] }>; sections: Array<{ page: number; preview: string }> };
    const page = (url: string) => search.pages.findIndex((entry) => entry.url === url);
    expect(search.pages[page('/orders-api/getstatus')]!.crumbs).toEqual(['Orders API', 'Orders']);
    expect(search.pages[page('/pets-api/getowner')]!.crumbs).toEqual(['Pets API', 'Owners']);
    expect(search.sections.find((section) => section.page === page('/orders-api/getstatus'))!.preview).toBe('GET https://orders.example/status Whether the order service answers.');
  });

  it('gives operation pages of a document with several servers a server picker, hidden until the script runs, the page written for the first server, the Markdown twin without it', () => {
    const { read } = build('servers');
    const page = read('api/getpet.html');
    expect(page).toContain('<div class="api-server-picker" data-server-picker="" hidden=""><label for="server-getPet">Server</label> <select id="server-getPet"><option value="https://eu.pets.example/v1" selected="">https://eu.pets.example/v1 (Production)</option><option value="https://us.pets.example/v1">https://us.pets.example/v1 (Production)</option><option value="https://sandbox.pets.example/v1">https://sandbox.pets.example/v1 (Sandbox)</option></select></div>');
    expect(page).toContain('<span class="api-endpoint-base">https://eu.pets.example/v1</span>');
    const twin = read('api/getpet.md');
    expect(twin).toContain('GET `https://eu.pets.example/v1/pets/{petId}`');
    expect(twin).not.toContain('Server');
    // One server: no picker.
    expect(build('several').read('orders-api/getstatus.html')).not.toContain('data-server-picker');
  });
});
