import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPage } from '../../../theme/client/router/fetchPage';
import { clientStringsJson, setThemeStrings } from '../../../theme/i18n/themeStrings';

const failing = () => vi.fn(async () => new Response('<p>down</p>', { status: 500, statusText: 'Internal Server Error', headers: { 'content-type': 'text/html' } }));
const messageOf = async (url: string) => (await fetchPage(new URL(url), true).catch((error: Error) => error)) as Error;

/** Issue 22: the route error's "The server answered …" is in the page's language, from `<body data-strings>`. */
describe("the route error's words for a failed answer", () => {
  afterEach(() => {
    setThemeStrings();
    vi.unstubAllGlobals();
  });

  it('says it in English where nothing is translated, as before', async () => {
    vi.stubGlobal('document', { body: { dataset: {} } });
    vi.stubGlobal('fetch', failing());
    expect((await messageOf('https://docs.example/docs/a$&b')).message).toBe('The server answered 500 Internal Server Error for /docs/a$&b.');
  });

  it("says it in the locale's translation (docsite.RouteError.serverAnswered), handed to the browser under a short key", async () => {
    setThemeStrings({ 'docsite.RouteError.serverAnswered': 'Le serveur a répondu {status} pour {path}.' });
    const strings = clientStringsJson();
    expect(JSON.parse(strings)).toEqual({ serverAnswered: 'Le serveur a répondu {status} pour {path}.' });
    vi.stubGlobal('document', { body: { dataset: { strings } } });
    vi.stubGlobal('fetch', failing());
    expect((await messageOf('https://docs.example/fr/docs/intro')).message).toBe('Le serveur a répondu 500 Internal Server Error pour /fr/docs/intro.');
  });
});
