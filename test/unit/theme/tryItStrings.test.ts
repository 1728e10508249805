import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { TryItProps } from '../../../src/compile/openapi/apiPageData.js';
import { setThemeStrings } from '../../../theme/i18n/themeStrings';
import { TryItPanel } from '../../../theme/islands/tryIt/TryItPanel';
import { prepareRequest } from '../../../theme/islands/tryIt/prepareRequest';
import { formatBody } from '../../../theme/islands/tryIt/sendRequest';

const tryIt: TryItProps = {
  operationId: 'getPet',
  method: 'GET',
  path: '/pets/{id}',
  proxyPath: '/api-proxy/petstore',
  publicBaseUrl: 'https://api.example/v1',
  environment: 'sandbox',
  sandbox: true,
  dangerous: false,
  auth: [{ header: 'X-API-Key', secret: true }],
  parameters: [{ name: 'id', in: 'path', type: 'string', required: true }],
};

/** Issue 22 part 2: the try-it panel's words come from the theme strings table, so a locale's code.json translates them. */
describe('try-it strings', () => {
  afterEach(() => setThemeStrings());

  it('renders the panel in the locale of the build, with English for ids it does not translate', () => {
    setThemeStrings({
      'docsite.TryIt.route': 'Les requêtes passent par {proxy} vers {environment}.',
      'docsite.TryIt.sandboxTitle': 'Ceci est un bac à sable.',
      'docsite.TryIt.send': 'Envoyer la requête',
      'docsite.TryIt.parameters': 'Paramètres',
    });
    const html = renderToString(createElement(TryItPanel, tryIt));
    expect(html).toContain('Les requêtes passent par <code>/api-proxy/petstore</code> vers <strong>sandbox</strong>.');
    expect(html).toContain('<strong>Ceci est un bac à sable.</strong> Type anything, such as <code>sk_test_123</code>.');
    expect(html).toContain('>Envoyer la requête</button>');
    expect(html).toContain('<legend>Paramètres</legend>');
    expect(html).toContain('<legend>Authentication</legend>');
  });

  it('renders the English panel as the JSX did: the same text nodes around the elements', () => {
    const html = renderToString(createElement(TryItPanel, tryIt));
    expect(html).toContain('<p class="try-it-env">Requests go through <code>/api-proxy/petstore</code> to <strong>sandbox</strong>.</p>');
    expect(html).toContain('<strong>This is a sandbox: any key works here.</strong> Type anything, such as <code>sk_test_123</code>. Never paste a real API key into a documentation page.</p>');
  });

  it('translates the errors and notes it computes', () => {
    setThemeStrings({ 'docsite.TryIt.missingParameter': 'Renseignez le paramètre {in} {name}.', 'docsite.TryIt.emptyBody': 'La réponse n’a pas de corps.' });
    expect(prepareRequest(tryIt, { values: {}, auth: {}, body: '' })).toEqual({ error: 'Renseignez le paramètre path id.' });
    expect(formatBody('application/json', '').note).toBe('La réponse n’a pas de corps.');
  });
});
