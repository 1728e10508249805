import { appendFileSync, cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../src/build.js';
import { repoRoot } from '../helpers/runCli.js';

// Counts the documents read and the API pages built (compiled from a document, not kept).
const counts = vi.hoisted(() => ({ reads: 0, builds: 0 }));
vi.mock('../../src/compile/openapi/loadSpec.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/compile/openapi/loadSpec.js')>();
  return { ...original, readSpec: (...args: Parameters<typeof original.readSpec>) => (counts.reads++, original.readSpec(...args)) };
});
vi.mock('../../src/compile/openapi/buildApiPages.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/compile/openapi/buildApiPages.js')>();
  return { ...original, buildApiPages: (...args: Parameters<typeof original.buildApiPages>) => (counts.builds++, original.buildApiPages(...args)) };
});

// A copy of the i18n-openapi fixture (an API reference on a site in English and French) inside the repository, so its config resolves `docsite`.
const site = path.join(repoRoot, '.tmp', `api-caches-i18n-${process.pid}`);
const configFile = path.join(site, 'site.config.ts');
const outDir = path.join(site, 'build');
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('the API caches of a site with several locales', () => {
  it('are kept for every locale: a second build reads no document and builds no API page', async () => {
    mkdirSync(path.dirname(site), { recursive: true });
    cpSync(path.join(repoRoot, 'test/fixtures/i18n-openapi'), site, { recursive: true });
    const first = await build({ configFile, outDir });
    expect(first.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    // Each locale reads and builds its own (its config differs: base URL, strings).
    expect(counts).toEqual({ reads: 2, builds: 2 });

    // A page both locales show (not translated): an edit that neither locale's site key sees, so each keeps its other pages.
    appendFileSync(path.join(site, 'content/docs/guide.md'), '\nA sentence added after the first build.\n');
    const second = await build({ configFile, outDir });
    expect(second.upToDate).toBeUndefined();
    expect(counts).toEqual({ reads: 2, builds: 2 });
    // In each locale the API pages (the info page and addPet), the intro, the Markdown home page and the not-found page kept, the guide rendered.
    expect(second.pages).toEqual({ kept: 10, rendered: 2 });
    // One file per locale for each cache a pass saves.
    const caches = readdirSync(path.join(site, '.docsite-cache')).filter((name) => /^(api-documents|api-pages|api-render|api-warnings|markdown|schema-pages)-/.test(name));
    expect(caches.map((name) => name.replace(/-v\d+-[0-9a-f]+/, '')).sort()).toEqual(['en', 'fr'].flatMap((locale) => ['api-documents', 'api-pages', 'api-render', 'api-warnings', 'markdown', 'schema-pages'].map((name) => `${name}-${locale}.json`)).sort());
  }, 120_000);
});
