import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { TryItProps } from '../../../src/compile/openapi/apiPageData.js';
import { setThemeStrings } from '../../../theme/i18n/themeStrings';
import { AuthFields, BodyEditor, ParameterFields } from '../../../theme/islands/tryIt/Fields';
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

  it('translates where cookie and query keys go, the missing file of a binary body and a parameter whose JSON does not parse', () => {
    setThemeStrings({
      'docsite.TryIt.cookieKeys': 'Les clés cookie passent en cookies par le proxy.',
      'docsite.TryIt.queryAndCookieKeys': 'Les clés query passent dans l’URL, les clés cookie en cookies.',
      'docsite.TryIt.missingFile': 'Le corps est requis : choisissez un fichier.',
      'docsite.TryIt.parameterNotJson': 'Le paramètre {in} {name} n’est pas du JSON valide : {error}',
    });
    const authFields = (auth: TryItProps['auth']) => renderToString(createElement(AuthFields, { operationId: 'op', auth, values: {}, persistence: 'session', onChange() {}, onPersistence() {}, onForget() {} }));
    expect(authFields([{ header: 'SESSIONID', secret: true, in: 'cookie' }])).toContain('Les clés cookie passent en cookies par le proxy.');
    expect(authFields([{ header: 'key', secret: true, in: 'query' }, { header: 'SESSIONID', secret: true, in: 'cookie' }])).toContain('Les clés query passent dans l’URL, les clés cookie en cookies.');
    const binary = { ...tryIt, method: 'POST', body: { required: true, mediaType: 'application/octet-stream', examples: [] } };
    expect(prepareRequest(binary, { values: { 'path:id': '1' }, auth: {}, body: '' })).toEqual({ error: 'Le corps est requis : choisissez un fichier.' });
    const withArray = { ...tryIt, path: '/pets', parameters: [{ name: 'p', in: 'query' as const, type: 'string', required: false, json: true as const }] };
    expect(prepareRequest(withArray, { values: { 'query:p': '[dog' }, auth: {}, body: '' })).toEqual({ error: 'Le paramètre query p n’est pas du JSON valide : Unexpected token \'d\', "[dog" is not valid JSON' });
  });

  const fieldsHtml = () => {
    const parameters = renderToString(createElement(ParameterFields, { operationId: 'op', parameters: [{ name: 'tags', in: 'query', type: 'array', required: false, json: true }], values: {}, onChange() {} }));
    const body = { required: false, mediaType: 'multipart/form-data', examples: [{ name: 'a', json: '{}' }, { name: 'b', json: '{}' }], files: [{ name: 'avatar', contentType: 'image/png' }] };
    return parameters + renderToString(createElement(BodyEditor, { operationId: 'op', body, value: '{}', onChange() {}, onFile() {} }));
  };

  it('renders the labels of a JSON parameter, a file field, the body and its examples in English as the JSX did', () => {
    const html = fieldsHtml();
    expect(html).toContain('<span class="try-it-param-meta">query<!-- --> · <!-- -->array<!-- --> · JSON</span>');
    expect(html).toContain('<span class="try-it-param-meta">file · <!-- -->image/png</span>');
    expect(html).toContain('>Body <code>multipart/form-data</code>');
    expect(html).toContain('<div class="try-it-examples">Load example:<!-- --> <button');
  });

  it('translates those labels: docsite.TryIt.json, file, body and loadExample', () => {
    setThemeStrings({ 'docsite.TryIt.json': 'JSON encodé', 'docsite.TryIt.file': 'fichier · {contentType}', 'docsite.TryIt.body': 'Corps', 'docsite.TryIt.loadExample': 'Charger un exemple :' });
    const html = fieldsHtml();
    expect(html).toContain('<span class="try-it-param-meta">query<!-- --> · <!-- -->array<!-- --> · JSON encodé</span>');
    expect(html).toContain('<span class="try-it-param-meta">fichier · <!-- -->image/png</span>');
    expect(html).toContain('>Corps <code>multipart/form-data</code>');
    expect(html).toContain('<div class="try-it-examples">Charger un exemple :<!-- --> <button');
  });
});
