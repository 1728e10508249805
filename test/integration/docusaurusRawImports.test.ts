// MDX pages show a source file's text through webpack's inline loader syntax, as Docusaurus sites
// write it: `!!raw-loader!./file` and a `?raw` query (typescript-eslint's Rule_Tester page).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-raw-imports-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('Docusaurus: raw imports of a file’s text', () => {
  const result = runCli(['build', '--out', temp], path.join(repoRoot, 'test/fixtures/docusaurus-mdx-raw-import'));
  const text = () => readFileSync(path.join(temp, 'docs/snippets.html'), 'utf8').replace(/<[^>]+>/g, '').replace(/&quot;/g, '"');

  it('gives !!raw-loader!<path> and !!<path>?raw the file as text, shown in a code block', () => {
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toBe('');
    expect(text()).toContain('export const answer = 42;');
    expect(text()).toContain('def greet():\n    return "hello"');
  });
});
