import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentScriptDiagnostics } from '../../../src/render/checkContentScripts.js';
import type { DocRoute, PageRoute } from '../../../src/types.js';

const source = ['# Page', '', 'Quoted: `<script>alert(0)</script>`.', '', '<script>', '  window.one = 1;', '</script>', '', '<script type="application/json">{"a":1}</script>', '<script type="module">window.two = 2</script>', ''].join('\n');
const doc: DocRoute = {
  kind: 'doc',
  path: '/docs/page',
  docId: 'page',
  title: 'Page',
  source: { file: 'content/docs/page.md' },
  content: { file: '/site/content/docs/page.md', relPath: 'content/docs/page.md', source, frontmatter: {}, format: 'md' },
};
const contentHtml = '<h1>Page</h1>\n<p>Quoted: <code>&#x3C;script>alert(0)&#x3C;/script></code>.</p>\n<script>\n  window.one = 1;\n</script>\n<script type="application/json">{"a":1}</script>\n<script type="module">window.two = 2</script>';
const message = "inline <script> in content: it runs in every reader's browser (its hash is added to the Content-Security-Policy)";
const hint = "content is code: set security.contentScripts to 'allow' if it is meant to run, or move it into the theme";

describe('contentScriptDiagnostics', () => {
  it('warns once per executable inline script, at its <script> tag (not at a quoted one, not at JSON data)', () => {
    expect(contentScriptDiagnostics({ route: doc, contentHtml }, 'warn')).toEqual([
      { severity: 'warning', code: 'content-script', message, source: { file: 'content/docs/page.md', line: 5, column: 1 }, hint },
      { severity: 'warning', code: 'content-script', message, source: { file: 'content/docs/page.md', line: 10, column: 1 }, hint },
    ]);
  });

  it("fails the build with 'error' and says nothing with 'allow'", () => {
    expect(contentScriptDiagnostics({ route: doc, contentHtml }, 'error').map((diagnostic) => diagnostic.severity)).toEqual(['error', 'error']);
    expect(contentScriptDiagnostics({ route: doc, contentHtml }, 'allow')).toEqual([]);
  });

  it('says nothing for content without scripts', () => {
    expect(contentScriptDiagnostics({ route: doc, contentHtml: '<p>Quoted: <code>&#x3C;script></code></p>' }, 'error')).toEqual([]);
  });

  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsite-content-scripts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it("finds a .tsx page's script in its component file", () => {
    const component = path.join(dir, 'hello.tsx');
    writeFileSync(component, 'export default function Hello() {\n  return <script dangerouslySetInnerHTML={{ __html: "go()" }} />;\n}\n');
    const page: PageRoute = { kind: 'page', path: '/hello', title: 'Hello', source: { file: 'content/pages/hello.tsx' }, component };
    expect(contentScriptDiagnostics({ route: page, contentHtml: '<script>go()</script>' }, 'warn').map((diagnostic) => diagnostic.source)).toEqual([{ file: 'content/pages/hello.tsx', line: 2, column: 10 }]);
  });
});
