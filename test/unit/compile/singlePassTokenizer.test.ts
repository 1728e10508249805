import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCorpus } from '../../../bench/corpus.mjs';
import { createCodeHighlighter, sharedCodeHighlighter, type CodeHighlighter } from '../../../src/compile/mdx/highlighter.js';
import { loadRegexTable } from '../../../src/compile/mdx/regexTable.js';
import { MB, retainedBytes } from '../../helpers/retainedHeap.js';

// One grammar pass for both themes, on shiki's JavaScript regex engine with the patterns
// converted at install (dist/shiki-regexes.json, written by bin/compile.mjs before the tests
// run), must give exactly what shiki's default (two passes on the Oniguruma engine) gives.

const THEMES = { light: 'github-light', dark: 'github-dark' };
let onePass: CodeHighlighter;
let twoPass: CodeHighlighter;
const corpusDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-code-'));
beforeAll(async () => {
  const regexTable = loadRegexTable(path.resolve('dist/shiki-regexes.json'));
  expect(regexTable?.size).toBeGreaterThan(1000);
  onePass = await createCodeHighlighter(THEMES, { regexTable });
  twoPass = await createCodeHighlighter(THEMES, { singlePass: false, engine: 'oniguruma' });
});
afterAll(() => rmSync(corpusDir, { recursive: true, force: true }));

const SAMPLES: Array<[string, string]> = [
  ['ts', 'interface Order { id: string; qty?: number }\n\nexport async function place(order: Order): Promise<void> {\n  // a comment\n  const url = `${BASE}/orders/${order.id}`;\n  await fetch(url, { method: "POST", body: JSON.stringify(order) });\n}\n'],
  ['tsx', 'export const Badge = ({ label }: { label: string }) => <span className="badge">{label}</span>;\n'],
  ['python', 'import os\n\n@dataclass\nclass Agent:\n    name: str = "trader"\n\n    def run(self, *args, **kw) -> None:\n        """Docstring."""\n        print(f"{self.name}: {args!r}")  # comment\n'],
  ['bash', '#!/usr/bin/env bash\nset -euo pipefail\nfor f in *.md; do\n  echo "file: $f" | grep -q x && curl -s "https://api.example.com/v1?q=$f" -H "X: 1"\ndone\n'],
  ['json', '{\n  "name": "docsite",\n  "count": 3,\n  "ok": true,\n  "nested": { "list": [1, 2, null] }\n}\n'],
  ['yaml', 'site:\n  title: Sable # comment\n  items:\n    - a\n    - "b"\n  on: true\n'],
  ['html', '<!doctype html>\n<html>\n<head><style>body { color: red; }</style></head>\n<body><script>const a = 1 + 2;</script><p class="x">Hi &amp; bye</p></body>\n</html>\n'],
  ['markdown', '# Title\n\nSome *emphasis* and `code`.\n\n```js\nconsole.log(1);\n```\n\n- [link](/x)\n'],
  ['diff', '--- a/file\n+++ b/file\n@@ -1,2 +1,2 @@\n-old line\n+new line\n context\n'],
  ['sql', "SELECT id, name FROM users WHERE created_at > NOW() - INTERVAL '1 day' ORDER BY id;\n"],
  ['go', 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hi")\n}\n'],
  ['rust', 'fn main() {\n    let v: Vec<u8> = vec![1, 2];\n    println!("{:?}", v);\n}\n'],
  ['css', '.a > .b:hover { color: #fff; --x: calc(1px + 2em); }\n@media (min-width: 40em) { .c { display: none } }\n'],
  ['ts', 'const a = 1;\n\n\n// blank lines above\nconst very = "a long line ' + 'x'.repeat(400) + '";\n'],
];

function fencedBlocks(text: string): Array<[string, string]> {
  return [...text.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)].map((match) => [match[1]!, match[2]!]);
}

async function expectSame(lang: string, code: string, highlight?: Set<number>) {
  const resolved = await onePass.resolveLanguage(lang);
  await twoPass.resolveLanguage(lang);
  const transformers = [{ line(this: { addClassToHast(node: unknown, name: string): void }, node: unknown, line: number) { if (highlight?.has(line)) this.addClassToHast(node, 'highlighted'); } }];
  const options = { lang: resolved, themes: THEMES, defaultColor: false as const, transformers };
  const html = toHtml(await onePass.codeToHast(code, options));
  const expected = toHtml(await twoPass.codeToHast(code, options));
  expect(html, `${lang}: ${code.slice(0, 60)}`).toBe(expected);
  // And the HTML made straight from the tokens, without shiki's hast.
  expect(await onePass.codeToHtml(code, { lang: resolved, lineClasses: new Map([...(highlight ?? [])].map((line) => [line, ['highlighted']])) }), `${lang} (direct): ${code.slice(0, 60)}`).toBe(expected);
  return html;
}

describe('single-pass highlighting for two themes', () => {
  it('gives the same HTML as two passes for many languages, with and without highlighted lines', async () => {
    for (const [lang, code] of SAMPLES) {
      await expectSame(lang, code);
      await expectSame(lang, code, new Set([1, 3]));
    }
    // It really took one pass for them, not the fallback, with patterns from the table.
    expect(onePass.stats.twoPass).toBe(0);
    expect(onePass.stats.onePass).toBe(SAMPLES.length * 4);
    expect(onePass.stats.precompiled).toBeGreaterThan(500);
  });

  it("gives the same HTML for the benchmark corpus's and this site's code blocks", async () => {
    writeCorpus(corpusDir, 30);
    const files = [corpusDir, path.resolve('content')].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.mdx?$/.test(name))
        .map((name) => path.join(dir, name)),
    );
    const blocks = files.flatMap((file) => fencedBlocks(readFileSync(file, 'utf8')));
    expect(blocks.length).toBeGreaterThan(80);
    for (const [lang, code] of blocks) await expectSame(lang, code);
  });

  it('answers repeated lines from the line cache only when the grammar is in the same state', async () => {
    // The same line text outside and inside a comment, a template string, heredocs with other
    // end words, a docstring, and fences whose end patterns differ only by back-reference.
    const cases: Array<[string, string]> = [
      ['markdown', '```\na\n```\n\n````\na\n```\n# b\n````\n'],
      ['ts', 'const a = 1; // x\n/* open\nconst a = 1; // x\n*/\nconst a = 1; // x\n'],
      ['ts', 'const s = `\nconst a = 1; // x\n`;\nconst a = 1; // x\n'],
      ['bash', 'cat <<EOF\nEND\necho $HOME\nEOF\ncat <<END\necho $HOME\nEOF\nEND\necho $HOME\n'],
      ['python', 'x = 1  # c\n"""\nx = 1  # c\n"""\nx = 1  # c\n'],
    ];
    const before = onePass.stats.cachedLines;
    for (const [lang, code] of cases) await expectSame(lang, code);
    // The repeats in the same state did come from the cache.
    expect(onePass.stats.cachedLines).toBeGreaterThan(before);
  });

  it('runs a grammar the JavaScript engine cannot express on Oniguruma, with the same result', async () => {
    // AutoHotkey v2's directive rule holds a pattern JavaScript regexes cannot express: the JavaScript engine throws on it.
    const html = await expectSame('ahk2', '#Requires AutoHotkey v2.0\n^j::\n{\n    Send "My First Script"\n}\n');
    expect(html).toMatch(/<span style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}">/i);
    // And the next block of that language goes there directly.
    await expectSame('ahk2', 'MsgBox "Hello"\n');
  });

  it('highlights a line to its end however long it takes (no per-line time limit, so builds do not depend on load)', async () => {
    const lang = await onePass.resolveLanguage('ts');
    // A 78 KB line: tokenizing it takes seconds (it grows with the square of the length), far
    // past shiki's default limit of 500 ms, which left everything after it as one plain span.
    const line = 'const value = compute(1); '.repeat(3000) + 'return value;\n';
    const html = toHtml(await onePass.codeToHast(line, { lang, themes: THEMES, defaultColor: false }));
    expect(html).toMatch(/<span style="[^"]+">return<\/span>/);
  }, 60_000);

  it('keeps one highlighter per pair of themes for the process, so dev rebuilds do not load grammars again', async () => {
    const first = await sharedCodeHighlighter(THEMES);
    expect(await sharedCodeHighlighter({ ...THEMES })).toBe(first);
    expect(await sharedCodeHighlighter({ light: 'github-light', dark: 'min-dark' })).not.toBe(first);
  });

  it('ignores a table of converted patterns that this engine would not make (another version or Node)', () => {
    const file = path.join(corpusDir, 'stale-regexes.json');
    const table = JSON.parse(readFileSync(path.resolve('dist/shiki-regexes.json'), 'utf8'));
    writeFileSync(file, JSON.stringify({ ...table, canary: [table.canary[0], ['(?:changed)', 'dgv']] }));
    expect(loadRegexTable(file)).toBeUndefined();
    writeFileSync(file, JSON.stringify({ ...table, node: '0' }));
    expect(loadRegexTable(file)).toBeUndefined();
    writeFileSync(file, JSON.stringify(table));
    expect(loadRegexTable(file)?.size).toBe(Object.keys(table.patterns).length);
  });

  it('keeps no page alive in its line cache (issue 21, memory)', async () => {
    const highlighter = await createCodeHighlighter(THEMES, { regexTable: loadRegexTable(path.resolve('dist/shiki-regexes.json')) });
    const lang = await highlighter.resolveLanguage('ts');
    const lineClasses = new Map<number, string[]>();
    await highlighter.codeToHtml('const warm = 1;\n', { lang, lineClasses });
    const linesBefore = highlighter.stats.lines;
    // Each block cut out of a page of 200 KB, as the Markdown path cuts fences out of a page's
    // source: its line, and its long identifier, are views into the page unless copied.
    const pages = 100;
    const { bytes } = retainedBytes(() => {
      for (let page = 0; page < pages; page++) {
        const source = `${'text of the page '.repeat(12_000)}${page}\n\`\`\`ts\nconst someLongIdentifier${page} = ${page};\n\`\`\``;
        // Highlighted before `codeToHtml` returns (the grammar is loaded); the HTML is dropped, what the cache keeps stays.
        void highlighter.codeToHtml(source.slice(source.indexOf('const '), source.lastIndexOf('\n') + 1), { lang, lineClasses });
      }
    });
    expect(highlighter.stats.lines - linesBefore).toBe(pages);
    // Each cached line, or its HTML, holding its page would keep 20 MB.
    expect(bytes).toBeLessThan(2 * MB);
  });

  it("keeps a cached line's HTML as one string, not the concatenation it was built as (issue 21, memory)", async () => {
    const highlighter = await createCodeHighlighter(THEMES, { regexTable: loadRegexTable(path.resolve('dist/shiki-regexes.json')) });
    const lang = await highlighter.resolveLanguage('ts');
    const lineClasses = new Map<number, string[]>();
    await highlighter.codeToHtml('const warm = 1;\n', { lang, lineClasses });
    const lines = 3000;
    const { bytes } = retainedBytes(() => {
      for (let line = 0; line < lines; line++) void highlighter.codeToHtml(`const value${line} = await fetch(url${line}, { method: "POST", body: JSON.stringify({ id: ${line}, name: "n${line}" }) });\n`, { lang, lineClasses });
    });
    // A line of 20 tokens: about 2.2 KB cached with its HTML flat, 4 KB with the pieces it was joined from.
    expect(bytes / lines).toBeLessThan(3000);
  });

  it('keeps the first 10,000 lines in its line caches, no more (issue 21, memory: about 1 KB a line)', async () => {
    const highlighter = await createCodeHighlighter(THEMES, { regexTable: loadRegexTable(path.resolve('dist/shiki-regexes.json')) });
    const lang = await highlighter.resolveLanguage('ts');
    const lineClasses = new Map<number, string[]>();
    const block = Array.from({ length: 12_000 }, (_, line) => `let v${line} = ${line};`).join('\n');
    await highlighter.codeToHtml(block, { lang, lineClasses });
    const hits = highlighter.stats.cachedLines;
    // The same lines again, in the same states: only those the caches kept are answered.
    await highlighter.codeToHtml(block, { lang, lineClasses });
    expect(highlighter.stats.cachedLines - hits).toBe(10_000);
  }, 60_000);

  it('leaves plain text to shiki', async () => {
    const before = onePass.stats.twoPass;
    await expectSame('text', 'just text\n');
    // Both the hast and the HTML of it come from shiki's usual path.
    expect(onePass.stats.twoPass).toBe(before + 2);
  });
});
