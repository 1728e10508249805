import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { routeToFile } from '../../src/shared/url.js';
import { SPEC_ROUTES } from '../helpers/specRoutes.js';

/** The generated API reference as served HTML: complete without JavaScript. */
const baseUrl = inject('baseUrl');
const buildDir = inject('buildDir');
const html = (route: string) => readFileSync(path.join(buildDir, routeToFile(route)), 'utf8');
const OPERATION_ROUTES = SPEC_ROUTES.filter((route) => route.startsWith('/docs/api/Monk/') && route !== '/docs/api/Monk/0-xmonk');

describe('API reference pages', () => {
  it('renders each of the 21 operations completely on the server', () => {
    expect(OPERATION_ROUTES).toHaveLength(21);
    for (const route of OPERATION_ROUTES) {
      const page = html(route);
      expect(page, route).toMatch(/<div class="api-endpoint"><span class="method-badge method-(get|post|patch|delete)">/);
      expect(page, route).toContain('<h2 id="authorization">');
      expect(page, route).toContain('<code>X-API-Key</code>');
      expect(page, route).toMatch(/<details class="api-response" open="" id="response-20[012]">/);
      expect(page, route).toContain('id="response-401"');
      expect(page, route).toContain('<div class="schema-tree">');
      expect(page, route).toMatch(/<div class="tabs" data-tabs="" data-group-id="lang">/);
      for (const language of ['python', 'curl', 'nodejs']) expect(page, `${route} ${language}`).toContain(`<div class="code-block" data-language="${language}"><pre class="shiki`);
      expect(page, route).toContain('<div class="try-it" data-island="try-it" data-island-when="visible">');
    }
  });

  it('shows parameters, request bodies as expandable trees, and examples for every response', () => {
    const buy = html('/docs/api/Monk/14-buy-tokens');
    expect(buy).toContain('<table class="api-parameters">');
    expect(buy).toContain('<h2 id="request-body">');
    expect(buy).toContain('<code class="schema-name">amount_usd</code> <span class="schema-type">number</span> <span class="schema-format">double</span> <span class="schema-required">required</span>');
    const sell = html('/docs/api/Monk/12-sell-tokens');
    expect(sell).toContain('Exactly one of:');
    expect(sell).toContain('Example: Sell half of the BRETT position');
    const create = html('/docs/api/Monk/1-create-agent');
    expect(create).toMatch(/<details><summary class="schema-head"><code class="schema-name">risk<\/code>/);
    for (const route of OPERATION_ROUTES) {
      const page = html(route);
      const responses = page.match(/<details class="api-response"/g)!.length;
      expect(page.match(/<p class="api-example-label">/g)!.length, route).toBeGreaterThanOrEqual(responses);
    }
  });

  it('passes try-it its props as JSON that cannot close the script element', () => {
    for (const route of OPERATION_ROUTES) {
      const json = /<script type="application\/json" data-island-props="">([\s\S]*?)<\/script>/.exec(html(route))![1]!;
      expect(json, route).not.toContain('<');
      const props = JSON.parse(json);
      expect(props, route).toMatchObject({ proxyPath: '/api-proxy/', publicBaseUrl: 'https://api.sable.example/ta' });
      expect(JSON.stringify(props), route).not.toMatch(/sk_live|sk_test/);
    }
  });

  it('introduces the API on the info page, links the document for download and lists operations by tag', async () => {
    const info = html('/docs/api/Monk/0-xmonk');
    expect(info).toContain('<a href="/monk.json" download="monk.json">Download monk.json</a>');
    expect(info).toContain('<code>https://api.sable.example/ta</code>');
    for (const tag of ['agents', 'trading', 'portfolio', 'tasks', 'wallets']) expect(info).toContain(`<h2 id="tag-${tag}">`);
    for (const route of OPERATION_ROUTES) expect(info, route).toContain(`<a href="${route}">`);
    const document = await fetch(`${baseUrl}/monk.json`);
    expect(document.status).toBe(200);
    expect((await document.json()).info.title).toBe('0xMonk');
  });

  it('lists the operations in the developers sidebar', () => {
    const page = html('/docs/api/api-introduction');
    for (const route of OPERATION_ROUTES) expect(page, route).toContain(`href="${route}"`);
  });
});

describe('the proxy and sandbox in docsite serve', () => {
  it('answers through /api-proxy/ from the sandbox, with auth required', async () => {
    const ok = await fetch(`${baseUrl}/api-proxy/agent/agt_7Qm2c9XkLp`, { headers: { 'X-API-Key': 'sk_test_e2e', 'X-User-Id': 'usr_E2EPAGES00' } });
    expect(ok.status).toBe(200);
    expect((await ok.json()).id).toBe('agt_7Qm2c9XkLp');
    const denied = await fetch(`${baseUrl}/api-proxy/agent/agt_7Qm2c9XkLp`);
    expect(denied.status).toBe(401);
    expect((await denied.json()).error.code).toBe('unauthorized');
  });
});
