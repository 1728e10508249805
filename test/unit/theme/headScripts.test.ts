import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BASE_URL_WARNING, baseUrlCheckScript, expectedPathname } from '../../../theme/client/baseUrlCheck';
import { themeInitScript } from '../../../theme/client/themeInit';
import { isOneByte } from '../../helpers/oneByte.js';

/** Runs an inline head script against a minimal document and storage. */
function run(script: string, { pathname = '/', route = null as string | null, storage = {} as Record<string, string> } = {}) {
  const attributes = new Map<string, string>();
  const inserted: Array<{ id: string; text: string; role?: string }> = [];
  const documentElement = { setAttribute: (name: string, value: string) => void attributes.set(name, value), getAttribute: (name: string) => (name === 'data-route' ? route : null) };
  const document = {
    documentElement,
    readyState: 'complete',
    getElementById: () => null,
    querySelector: () => null,
    createElement: () => {
      const element = { id: '', textContent: '', role: undefined as string | undefined, setAttribute(name: string, value: string) { if (name === 'role') element.role = value; } };
      return element;
    },
    body: { prepend: (element: { id: string; textContent: string; role?: string }) => void inserted.push({ id: element.id, text: element.textContent, role: element.role }) },
  };
  const localStorage = { getItem: (key: string) => storage[key] ?? null };
  runInNewContext(script, { document, localStorage, location: { pathname }, decodeURI });
  return { attributes: Object.fromEntries(attributes), inserted };
}

const site = { colorMode: { defaultMode: 'light' as const, disableSwitch: false }, announcementBar: undefined };

describe('inline colour-mode script (before first paint)', () => {
  it('marks JavaScript and applies light by default', () => {
    expect(run(themeInitScript(site)).attributes).toEqual({ 'data-js': '', 'data-theme': 'light' });
  });

  it('applies the saved theme, and ignores values other than dark and light', () => {
    expect(run(themeInitScript(site), { storage: { theme: 'dark' } }).attributes['data-theme']).toBe('dark');
    expect(run(themeInitScript(site), { storage: { theme: 'purple' } }).attributes['data-theme']).toBe('light');
  });

  it('hides a dismissed closeable announcement by its id, and never a bar that cannot be closed', () => {
    const bar = { id: 'launch', content: '', backgroundColor: '', textColor: '', isCloseable: true };
    const storage = { 'docsite-announcement-dismissed:launch': 'true' };
    expect(run(themeInitScript({ ...site, announcementBar: bar }), { storage }).attributes['data-announcement-dismissed']).toBe('');
    expect(run(themeInitScript({ ...site, announcementBar: { ...bar, id: 'next' } }), { storage }).attributes['data-announcement-dismissed']).toBeUndefined();
    expect(run(themeInitScript({ ...site, announcementBar: { ...bar, isCloseable: false } }), { storage }).attributes['data-announcement-dismissed']).toBeUndefined();
  });
});

describe('base-URL check (spec 5: a broken base URL shows a warning banner)', () => {
  it('knows where each route must be served', () => {
    expect(expectedPathname('/', '/')).toBe('/');
    expect(expectedPathname('/', '/docs/intro')).toBe('/docs/intro');
    expect(expectedPathname('/site/', '/docs/intro')).toBe('/site/docs/intro');
  });

  it('stays silent at the expected path, its index.html, .html and trailing-slash forms', () => {
    for (const pathname of ['/docs/intro', '/docs/intro/', '/docs/intro/index.html', '/docs/intro.html']) expect(run(baseUrlCheckScript('/'), { pathname, route: '/docs/intro' }).inserted, pathname).toEqual([]);
    expect(run(baseUrlCheckScript('/'), { pathname: '/index.html', route: '/' }).inserted).toEqual([]);
    expect(run(baseUrlCheckScript('/site/'), { pathname: '/site/', route: '/' }).inserted).toEqual([]);
  });

  it('warns under another base URL and suggests the one the site is served from', () => {
    const [banner] = run(baseUrlCheckScript('/'), { pathname: '/mirror/docs/intro', route: '/docs/intro' }).inserted;
    expect(banner).toEqual({ id: 'base-url-banner', role: 'alert', text: BASE_URL_WARNING.replace(/\{configured\}/g, '/').replace(/\{actual\}/g, '/mirror/') });
    expect(run(baseUrlCheckScript('/site/'), { pathname: '/', route: '/' }).inserted[0]!.text).toContain('configured for the base URL “/site/” but is served from “/”');
  });

  it('is ASCII and one byte a character, so it does not make every page it is inlined in two-byte', () => {
    const script = baseUrlCheckScript('/');
    expect(script).toMatch(/^[\x00-\x7f]+$/);
    expect(isOneByte(script)).toBe(true);
    expect(isOneByte(themeInitScript(site) + script)).toBe(true);
  });
});
