import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../src/render/htmlToMarkdown.js';
import { articleHtml } from '../../src/render/renderLlmsFiles.js';
import { repoRoot, runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-api-twins-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('Markdown twins of API pages', () => {
  // The schema trees are written from the page data (apiArticleMarkdown); the Markdown must be
  // what converting the whole rendered article gives, on a document with every kind of tree
  // node: oneOf, anyOf, discriminator, enum descriptions, read-only, repeats and schema pages.
  it('are the Markdown of the whole article, trees included, for every operation and schema page', () => {
    const out = path.join(temp, 'schemas');
    const result = runCli(['build', '--out', out, '--force'], path.join(repoRoot, 'test/fixtures/openapi-schemas'));
    expect(result.code, result.output).toBe(0);
    const apiDir = path.join(out, 'api');
    const pages = readdirSync(apiDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    const withTrees = pages.filter((file) => readFileSync(path.join(apiDir, file), 'utf8').includes('<div class="schema-tree"'));
    expect(withTrees.length).toBeGreaterThanOrEqual(3);
    for (const file of pages) {
      const html = readFileSync(path.join(apiDir, file), 'utf8');
      const twin = readFileSync(path.join(apiDir, file.replace(/\.html$/, '.md')), 'utf8');
      const body = twin.slice(0, twin.lastIndexOf('\n\nSource: ')) + '\n';
      expect(body, file).toBe(htmlToMarkdown(articleHtml({ html, contentHtml: '' })));
    }
  });
});
