import { describe, expect, it } from 'vitest';
import { collectRedirects } from '../../../src/collect/collectRedirects.js';
import type { Route, SiteConfig } from '../../../src/types.js';

const route = (path: string): Route => ({ kind: 'generated', generator: 'category', path, source: { file: 'x' }, title: path });
const routes = ['/', '/docs/intro', '/docs/guide'].map(route);
const configOf = (redirects: SiteConfig['redirects']) => ({ root: '/site', configFile: '/site/missing.config.js', redirects }) as SiteConfig;

describe('collectRedirects', () => {
  it('normalises from and to, writes each from once, and leaves out generated redirects onto pages', () => {
    const { redirects, diagnostics } = collectRedirects(
      configOf({
        rules: [{ from: ['old/', '/old'], to: '/docs/intro/' }],
        createRedirects: (path) => (path === '/docs/guide' ? ['/docs/intro', '/guide'] : undefined),
        fromExtensions: ['.html', 'php'],
        toExtensions: ['x'],
      }),
      routes,
    );
    expect(redirects).toEqual([
      { from: '/old', to: '/docs/intro', file: 'old.html' },
      { from: '/docs/intro.php', to: '/docs/intro', file: 'docs/intro.php.html' },
      { from: '/guide', to: '/docs/guide', file: 'guide.html' },
      { from: '/docs/guide.php', to: '/docs/guide', file: 'docs/guide.php.html' },
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('fails on a rule from a page or a path that is not clean, and to a missing page; warns about a from with two targets', () => {
    const { diagnostics } = collectRedirects(
      configOf({ rules: [{ from: '/docs/intro', to: '/docs/guide' }, { from: '/a/../b', to: '/' }, { from: '/x', to: '/nowhere' }, { from: '/y', to: '/' }, { from: '/y', to: '/docs/intro' }] }),
      routes,
    );
    expect(diagnostics.map((diagnostic) => `${diagnostic.severity}: ${diagnostic.message}`)).toEqual([
      'error: redirect from /docs/intro would replace the page at that route',
      'error: redirect from "/a/../b" is not a path of this site',
      'error: redirect from /x goes to /nowhere, which is not a page of the site',
      'warning: redirect from /y goes to both / and /docs/intro; the first is written',
    ]);
    expect(diagnostics[0]!.source).toEqual({ file: 'missing.config.js' });
  });
});
