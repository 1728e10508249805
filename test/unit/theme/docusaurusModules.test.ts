import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DOCUSAURUS_MODULES } from '../../../src/compile/modules/docusaurusModules.js';
import type { SiteView } from '../../../src/render/pageProps.js';
import { resetTabIds, TabItem, Tabs } from '../../../theme/components/Tabs';
import { createDocusaurusModules } from '../../../theme/docusaurus/modules';

const site = { title: 'Site', tagline: 'Tag', url: 'https://site.example', baseUrl: '/', docsVersion: { name: 'current', label: 'Next' }, colorMode: { defaultMode: 'dark', disableSwitch: false } } as SiteView;
const modules = createDocusaurusModules(site, { team: 'docs' }) as Record<string, { default: unknown; [name: string]: unknown }>;
const render = (id: string, props: Record<string, unknown>, ...children: unknown[]) => renderToStaticMarkup(createElement(modules[id]!.default as ComponentType, props, ...(children as [])));

describe('createDocusaurusModules', () => {
  it('provides exactly the modules the bundler leaves to it', () => {
    expect(Object.keys(modules).sort()).toEqual([...DOCUSAURUS_MODULES].sort());
  });

  it('renders links, code, details, images in both colour modes and translations as Docusaurus does at build time', () => {
    expect(render('@docusaurus/Link', { to: '/docs/a', className: 'x' }, 'A')).toBe('<a href="/docs/a" class="x">A</a>');
    expect(render('@theme/CodeBlock', { language: 'js', title: 'x.js' }, 'let a;')).toBe('<div class="code-block"><div class="code-block-title">x.js</div><pre><code class="language-js">let a;</code></pre></div>');
    expect(render('@theme/Details', { summary: 'More' }, 'Text')).toBe('<details class="details"><summary>More</summary>Text</details>');
    expect(render('@theme/ThemedImage', { sources: { light: '/l.png', dark: '/d.png' }, alt: 'Logo' })).toBe('<img loading="lazy" class="logo-light" src="/l.png" alt="Logo"/><img loading="lazy" class="logo-dark" src="/d.png" alt="Logo"/>');
    expect(render('@docusaurus/Translate', { values: { n: 3 } }, 'Has {n} items')).toBe('Has 3 items');
    expect((modules['@docusaurus/Translate']!.translate as (message: { message: string }) => string)({ message: 'Hello' })).toBe('Hello');
    expect(render('@docusaurus/BrowserOnly', { fallback: createElement('span', null, 'Loading') }, () => 'window')).toBe('<span>Loading</span>');
    expect(render('@theme/Layout', { title: 'T' }, createElement('p', null, 'Body'))).toBe('<p>Body</p>');
    expect(render('@docusaurus/Head', {}, createElement('title', null, 'T'))).toBe('');
  });

  it("draws the @theme/Icon components sites import as docsite's own SVGs in currentColor, their props winning over the defaults", () => {
    for (const name of ['Copy', 'Success', 'ExternalLink', 'LightMode', 'DarkMode']) {
      expect(render(`@theme/Icon/${name}`, {})).toMatch(/^<svg width="(24|13.5)" height="(24|13.5)" viewBox="0 0 24 24" aria-hidden="true">.*currentColor.*<\/svg>$/);
    }
    expect(render('@theme/Icon/Copy', { width: 16, height: 16, className: 'copy' })).toMatch(/^<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" class="copy">/);
    expect(render('@theme/Icon/ExternalLink', {})).toMatch(/^<svg width="13.5" height="13.5"/);
  });

  it('gives the site to useDocusaurusContext and paths as they are to useBaseUrl', () => {
    const context = (modules['@docusaurus/useDocusaurusContext']!.default as () => { siteConfig: Record<string, unknown> })();
    expect(context.siteConfig).toMatchObject({ title: 'Site', tagline: 'Tag', url: 'https://site.example', baseUrl: '/', customFields: { team: 'docs' } });
    expect((modules['@docusaurus/useBaseUrl']!.default as (url: string) => string)('/img/a.png')).toBe('/img/a.png');
    expect((modules['@docusaurus/plugin-content-docs/client']!.useActiveVersion as () => { label: string })().label).toBe('Next');
    expect((modules['@docusaurus/theme-common']!.useColorMode as () => { colorMode: string })().colorMode).toBe('dark');
  });
});

describe('Tabs with Docusaurus props', () => {
  const tabs = (props: Record<string, unknown>) => {
    resetTabIds();
    return renderToStaticMarkup(createElement(Tabs, props, createElement(TabItem, { value: 'a' }, 'A text'), createElement(TabItem, { value: 'b' }, 'B text')));
  };
  const buttons = (html: string) => [...html.matchAll(/<button[^>]*aria-selected="(true|false)"[^>]*>([^<]*)</g)].map(([, selected, label]) => `${label}${selected === 'true' ? '*' : ''}`);

  it('orders and labels the tabs by values, and selects defaultValue', () => {
    expect(buttons(tabs({ values: [{ value: 'b', label: 'Bee' }, { value: 'a', label: 'Ay' }], defaultValue: 'a' }))).toEqual(['Bee', 'Ay*']);
    expect(buttons(tabs({ values: [{ value: 'b', label: 'Bee' }, { value: 'a', label: 'Ay' }] }))).toEqual(['Bee*', 'Ay']);
  });

  it('names the query key: the groupId for queryString true, else the string given', () => {
    expect(tabs({ groupId: 'os', queryString: true })).toContain('data-group-id="os" data-query-string="os"');
    expect(tabs({ queryString: 'pm' })).toContain('data-query-string="pm"');
    expect(tabs({ groupId: 'os' })).not.toContain('data-query-string');
  });
});
