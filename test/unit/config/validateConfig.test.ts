import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validateConfig.js';
import { DiagnosticsError, formatError } from '../../../src/shared/errors.js';
import { configWhere, problemsOf } from '../../helpers/configProblems.js';

const where = configWhere;
const minimal = { title: 'T', productName: 'P', url: 'https://docs.example' };

describe('validateConfig', () => {
  it('fills defaults and resolves paths for a minimal config', () => {
    const config = validateConfig(minimal, where);
    expect(config.baseUrl).toBe('/');
    expect(config.docs.dir).toBe('/site/docs');
    expect(config.docs.routeBasePath).toBe('docs');
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false });
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.checks).toEqual({ brokenLinks: 'throw', brokenAnchors: 'throw', brokenMarkdownLinks: 'warn', duplicateRoutes: 'warn' });
  });

  it('warns on content scripts by default, and takes allow, warn or error', () => {
    expect(validateConfig(minimal, where).security).toEqual({ contentScripts: 'warn' });
    expect(validateConfig({ ...minimal, security: { contentScripts: 'error' } }, where).security).toEqual({ contentScripts: 'error' });
    expect(problemsOf({ ...minimal, security: { contentScripts: 'block' } })).toEqual(["security.contentScripts: expected one of 'allow', 'warn', 'error', got string \"block\""]);
  });

  it('resolves markdown.mermaid: off by default, true draws in Docusaurus\'s default themes, an object names themes, options or draw: false; anything else is named', () => {
    expect(validateConfig(minimal, where).markdown.mermaid).toBe(false);
    expect(validateConfig({ ...minimal, markdown: { mermaid: true } }, where).markdown.mermaid).toEqual({ draw: true, theme: { light: 'default', dark: 'dark' }, options: {} });
    const given = validateConfig({ ...minimal, markdown: { mermaid: { theme: { dark: 'forest' }, options: { flowchart: { curve: 'linear' } } } } }, where);
    expect(given.markdown.mermaid).toEqual({ draw: true, theme: { light: 'default', dark: 'forest' }, options: { flowchart: { curve: 'linear' } } });
    expect(validateConfig({ ...minimal, markdown: { mermaid: { draw: false } } }, where).markdown.mermaid).toMatchObject({ draw: false });
    expect(problemsOf({ ...minimal, markdown: { mermaid: 'yes' } })).toEqual(['markdown.mermaid: expected true, false or an object of draw, theme, options, got string "yes"']);
    expect(problemsOf({ ...minimal, markdown: { mermaid: { theme: { light: 1 }, look: 'x' } } })).toEqual([
      'markdown.mermaid.look: unknown key (known keys: draw, theme, options)',
      'markdown.mermaid.theme.light: expected a string, got number 1',
    ]);
  });

  it('shows no page history by default, and takes editUrl as a string or a function, showLastUpdate* as booleans, for docs and blog', () => {
    const config = validateConfig({ ...minimal, blog: {} }, where);
    expect([config.docs, config.blog!].map(({ editUrl, showLastUpdateTime, showLastUpdateAuthor }) => ({ editUrl, showLastUpdateTime, showLastUpdateAuthor }))).toEqual([
      { editUrl: undefined, showLastUpdateTime: false, showLastUpdateAuthor: false },
      { editUrl: undefined, showLastUpdateTime: false, showLastUpdateAuthor: false },
    ]);
    const editUrl = () => 'https://cms.example';
    const full = validateConfig({ ...minimal, docs: { editUrl: 'https://github.com/o/r/edit/main/', showLastUpdateTime: true }, blog: { editUrl, showLastUpdateAuthor: true } }, where);
    expect([full.docs.editUrl, full.docs.showLastUpdateTime, full.blog!.editUrl, full.blog!.showLastUpdateAuthor]).toEqual(['https://github.com/o/r/edit/main/', true, editUrl, true]);
    expect(problemsOf({ ...minimal, docs: { editUrl: 3, showLastUpdateAuthor: 'yes' }, blog: { editUrl: null } })).toEqual([
      'docs.editUrl: expected a string or a function, got number 3',
      'docs.showLastUpdateAuthor: expected true or false, got string "yes"',
      'blog.editUrl: expected a string or a function, got null',
    ]);
  });

  it('names an unknown key with the known ones', () => {
    expect(problemsOf({ ...minimal, colour: 'blue' })[0]).toMatch(/^colour: unknown key \(known keys: title, tagline/);
  });

  it('names a missing required value and a wrong type by key path', () => {
    expect(problemsOf({ title: 'T', url: 'https://a.example' })).toContain('productName: required');
    expect(problemsOf({ ...minimal, navbar: { hideOnScroll: 'yes' } })).toContain('navbar.hideOnScroll: expected true or false, got string "yes"');
    expect(problemsOf({ ...minimal, onBrokenLinks: 'explode' })).toContain("onBrokenLinks: expected one of 'throw', 'warn', 'ignore', got string \"explode\"");
  });

  it('says a footer item needs one of to, href, html', () => {
    const footer = { links: [{ title: 'A', items: [{ label: 'a', to: '/' }] }, { title: 'B', items: [{ label: 'nothing' }] }] };
    expect(problemsOf({ ...minimal, footer })).toEqual(['footer.links[1].items[0]: needs one of to, href, html']);
  });

  it('checks values: url is an origin, baseUrl has slashes, navbar sidebars exist', () => {
    expect(problemsOf({ ...minimal, url: 'docs.example' })[0]).toMatch(/^url: expected an origin/);
    expect(problemsOf({ ...minimal, baseUrl: 'docs' })[0]).toMatch(/^baseUrl: expected a path starting and ending with '\/'/);
    const navbar = { items: [{ type: 'docSidebar', sidebarId: 'missing', label: 'Docs' }] };
    expect(problemsOf({ ...minimal, navbar })).toEqual(["navbar.items[0].sidebarId: unknown sidebar 'missing' (sidebars: none)"]);
  });

  it('reports every problem at once, each with the config file', () => {
    try {
      validateConfig({ ...minimal, a: 1, b: 2 }, where);
      expect.unreachable();
    } catch (error) {
      expect(formatError(error)).toBe(
        'site.config.ts  a: unknown key (known keys: ' +
          (error as DiagnosticsError).diagnostics[0]!.message.split('(known keys: ')[1] +
          '\nsite.config.ts  b: unknown key (known keys: ' +
          (error as DiagnosticsError).diagnostics[1]!.message.split('(known keys: ')[1] +
          '\n2 config problems found in site.config.ts',
      );
    }
  });
});
