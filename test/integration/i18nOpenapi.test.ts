import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const out = mkdtempSync(path.join(os.tmpdir(), 'docsite-i18n-openapi-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

/** Issue 22: the API reference's own words (headings, table headers, badges, the auth lead, the samples' tabs) come from the locale's code.json by docsite.Api.* ids. */
describe('an API reference in English and French (i18n-openapi)', () => {
  let result: ReturnType<typeof runCli>;
  beforeAll(() => {
    result = runCli(['build', '--out', out, '--force'], path.join(repoRoot, 'test/fixtures/i18n-openapi'));
  }, 120_000);

  it("writes the French operation page in code.json's words, English where it has none", () => {
    expect(result.code, result.output).toBe(0);
    const fr = read('fr/docs/api/addpet.html');
    expect(fr).toContain('<h2 id="parameters">Paramètres<a class="hash-link"');
    expect(fr).toContain('<a href="#request-body" class="toc-link">Corps de la requête</a>');
    expect(fr).toContain('<h2 id="responses">Responses<a class="hash-link"');
    expect(fr).toContain('<th scope="col">Paramètre</th><th scope="col">Description</th>');
    expect(fr).toContain('<span class="schema-required">obligatoire</span><span class="api-parameter-where">requête<!-- --> · <code class="api-type">boolean</code>');
    expect(fr).toContain('<span class="api-deprecated">obsolète</span>');
    expect(fr).toContain('<p class="api-media-type">Obligatoire<!-- -->, <code>application/json</code></p>');
    expect(fr).toContain('<p>Envoyez cet en-tête avec la requête :</p>');
    expect(fr).toMatch(/<span class="api-env-hint">Les exemples le lisent dans <code>[A-Z_]+<\/code>\.<\/span>/);
    expect(fr).toContain('role="tablist" aria-label="Langage"');
    expect(read('fr/docs/api/pets.html')).toContain('<span class="api-deprecated">obsolète</span>');
  });

  it("puts the schema's constraints and types in code.json's words", () => {
    const fr = read('fr/docs/api/addpet.html');
    expect(fr).toContain('<li>longueur ≤ 20</li>');
    expect(fr).toContain('<code class="schema-name">tags</code> <span class="schema-type">tableau de string</span>');
    const en = read('docs/api/addpet.html');
    expect(en).toContain('<li>length ≤ 20</li>');
    expect(en).toContain('<code class="schema-name">tags</code> <span class="schema-type">array of string</span>');
  });

  it('writes the English page as before the strings had ids', () => {
    const en = read('docs/api/addpet.html');
    expect(en).toContain('<h2 id="parameters">Parameters<a class="hash-link"');
    expect(en).toContain('<a href="#request-body" class="toc-link">Request body</a>');
    expect(en).toContain('<th scope="col">Parameter</th><th scope="col">Description</th>');
    expect(en).toContain('<span class="schema-required">required</span><span class="api-parameter-where">query<!-- --> · <code class="api-type">boolean</code>');
    expect(en).toContain('<p class="api-media-type">Required<!-- -->, <code>application/json</code></p>');
    expect(en).toContain('<p>Send this header with the request:</p>');
    expect(en).toContain('role="tablist" aria-label="Language"');
  });
});
