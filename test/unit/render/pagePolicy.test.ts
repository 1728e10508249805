import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validateConfig.js';
import { buildSecurityHeaders } from '../../../src/render/buildSecurityHeaders.js';
import { PagePolicies, withoutPolicyMeta } from '../../../src/render/pagePolicy.js';

const config = validateConfig({ title: 'T', productName: 'P', url: 'https://docs.example' }, { configFile: '/site/site.config.ts', relPath: 'site.config.ts' });
const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const page = (...scripts: string[]) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title>${scripts.map((script) => `<script>${script}</script>`).join('')}<script type="application/json">{}</script></head><body></body></html>`;

describe('PagePolicies', () => {
  it("puts the page's policy right after the charset: its own scripts' hashes, without the directives a meta tag cannot carry", () => {
    const policies = new PagePolicies(config);
    const html = policies.secure(page('boot()', 'content()'));
    const policy = `default-src 'self'; script-src 'self' ${[hash('boot()'), hash('content()')].sort().join(' ')}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'`;
    expect(html).toBe(page('boot()', 'content()').replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/>`));
  });

  it("is the header's policy but for the other pages' scripts and frame-ancestors", () => {
    const policies = new PagePolicies(config);
    const first = policies.secure(page('boot()'));
    policies.secure(page('boot()', 'other()'));
    const header = buildSecurityHeaders(config, policies.sha256Sources())['Content-Security-Policy']!;
    expect(header).toContain(hash('other()'));
    const meta = /content="([^"]*)"/.exec(first)![1]!;
    expect(meta).not.toContain(hash('other()'));
    expect(meta).toBe(header.replace(` ${hash('other()')}`, '').replace(/; frame-ancestors 'none'$/, ''));
  });

  it('gathers every page\'s hashes for _headers', () => {
    const policies = new PagePolicies(config);
    policies.secure(page('a()'));
    policies.secure(page('b()', 'a()'));
    expect(policies.sha256Sources()).toEqual([hash('a()'), hash('b()')].sort());
  });

  it('goes first in <head> for a theme without the charset tag', () => {
    const html = new PagePolicies(config).secure('<html><head lang="en"><script>x()</script></head></html>');
    expect(html).toMatch(/^<html><head lang="en"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-[^']+'; [^"]*"\/><script>/);
  });

  it('comes off again for docsite dev, whose reload script it does not know', () => {
    expect(withoutPolicyMeta(new PagePolicies(config).secure(page('boot()')))).toBe(page('boot()'));
  });
});
