import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectOperations } from '../../../src/collect/collectOperations.js';
import { buildApiPages, createHighlight } from '../../../src/compile/openapi/buildApiPages.js';
import { loadSpec } from '../../../src/compile/openapi/loadSpec.js';
import { RenderCache } from '../../../src/compile/openapi/renderCache.js';
import { createCodeHighlighter, type CodeHighlighter } from '../../../src/compile/mdx/highlighter.js';
import { loadConfig } from '../../../src/config/loadConfig.js';
import type { BuildContext } from '../../../src/types.js';
import { repoRoot } from '../../helpers/runCli.js';

// API code samples are highlighted from the grammar's tokens (`CodeHighlighter.codeToHtml`),
// not through shiki's hast: the HTML must be what shiki itself writes, two passes on its
// default engine, with `language-*` on the <code> (as samples were highlighted before).

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-sample-highlight-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

let shiki: CodeHighlighter;
beforeAll(async () => {
  shiki = await createCodeHighlighter({ light: 'github-light', dark: 'github-dark' }, { singlePass: false, engine: 'oniguruma' });
});

/** What shiki's own `codeToHast` and `hast-util-to-html` write for a sample. */
async function shikiHtml(code: string, language: string, themes: { light: string; dark: string }) {
  expect(themes).toEqual(shiki.themes);
  const lang = await shiki.resolveLanguage(language);
  const transformers = [{ code: (node: { properties: Record<string, unknown> }) => void (node.properties.className = [`language-${lang}`]) }];
  return toHtml(await shiki.codeToHast(code, { lang, themes: shiki.themes, defaultColor: false, transformers }));
}

/** Every sample of a site's API pages: its code, the language it was highlighted as, and its HTML. */
async function samplesOf(site: string) {
  const config = await loadConfig(path.join(site, 'site.config.ts'));
  const ctx: BuildContext = { config: { ...config, root: cacheDir }, log: { info() {}, warn() {}, progress() {} }, diagnostics: [] };
  const specs = await Promise.all(config.apiReferences.map((reference) => loadSpec(reference.specFile, config.root)));
  const routes = specs.flatMap((spec, index) => collectOperations(spec, index, ctx).routes);
  const pages = await buildApiPages(specs, routes, ctx);
  return { themes: { light: config.code.lightTheme, dark: config.code.darkTheme }, samples: [...pages.values()].flatMap((page) => page.operation?.samples ?? []) };
}

describe('API code samples highlighted from the tokens', () => {
  it("write the same HTML as shiki for every sample of the Sable site and of the sample fixtures, generated or the document's own", async () => {
    const sites = [repoRoot, ...['openapi-samples-bodies', 'openapi-samples-params', 'openapi-samples-auth', 'openapi-extensions'].map((name) => path.join(repoRoot, 'test/fixtures', name))];
    let compared = 0;
    const languages = new Set<string>();
    for (const site of sites) {
      const { themes, samples } = await samplesOf(site);
      for (const sample of samples) {
        const language = /<code class="language-([\w-]+)">/.exec(sample.html)?.[1];
        expect(language, `${site} ${sample.label}`).toBeDefined();
        languages.add(language!);
        expect(sample.html, `${site} ${sample.label}: ${sample.code.slice(0, 80)}`).toBe(await shikiHtml(sample.code, language!, themes));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
    // Generated samples (python, curl as bash, nodejs as js) and documented ones in other languages.
    expect([...languages].sort()).toEqual(expect.arrayContaining(['bash', 'go', 'js', 'python']));
  }, 120_000);

  it('writes plain text and languages without a grammar the way shiki does', async () => {
    const themes = { light: 'github-light', dark: 'github-dark' };
    const highlight = createHighlight(await RenderCache.open(cacheDir), themes);
    for (const [code, language] of [
      ['GET /pets HTTP/1.1\nHost: x & <y>', 'plaintext'],
      ['some cobol\n\n  MOVE A TO B.', 'cobol-unknown'],
      ['', 'python'],
      ['x = 1\n\n\n', 'python'],
    ] as const) {
      expect(await highlight(code, language), `${language}: ${code}`).toBe(await shikiHtml(code, language, themes));
    }
  });
});
