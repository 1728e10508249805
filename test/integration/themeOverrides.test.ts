import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-overrides-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A copy of a fixture site in the temporary folder, to change without touching the fixture. */
function copyFixture(fixture: string, name: string): string {
  const site = path.join(temp, name);
  cpSync(path.join(repoRoot, 'test/fixtures', fixture), site, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
  return site;
}

const warningLines = (stderr: string) => stderr.split('\n').filter((line) => line.startsWith('warning:') || line.startsWith('  '));

describe('theme overrides (theme-overrides fixture)', () => {
  const out = path.join(temp, 'out');
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  let site: string;
  let stderr: string;
  beforeAll(() => {
    site = copyFixture('theme-overrides', 'site');
    const result = runCli(['build', '--out', out], site);
    expect(result.code, result.output).toBe(0);
    stderr = result.stderr;
  });

  it("renders src/theme/Footer.tsx in place of docsite's footer, wrapping the original through @theme-original/Footer", () => {
    expect(read('index.html')).toContain('<p class="site-banner">Site banner (Copyright Overrides)</p><footer class="footer footer-light" data-swap="footer">');
    expect(read('docs/intro.html')).toContain('<p class="site-banner">Site banner (Copyright Overrides)</p>');
  });

  it("renders an MDX page's <Admonition> with src/theme/Admonition.js (JSX in .js), and its ::: admonitions too, with Docusaurus's props (no title unless the block names one), nested ones inside", () => {
    const intro = read('docs/intro.html');
    expect(intro).toContain('<div class="callout callout-tip"><strong>Tip of the day</strong><div>Overridden in MDX.</div></div>');
    expect(intro).toContain('<div class="callout callout-note"><strong>note</strong><div><p>Written as a directive.</p></div></div>');
    expect(intro).toContain('<div class="callout callout-danger"><strong>Mind <strong>this</strong></strong><div><p>Outer.</p><div class="callout callout-info"><strong>info</strong><div><p>Nested.</p></div></div></div></div>');
    expect(intro).not.toContain('data-admonition');
  });

  it('renders the ::: admonitions of a plain Markdown page (compiled to HTML) with the override, legacy titles and nesting included', () => {
    const plain = read('docs/plain.html');
    expect(plain).toContain('<div class="callout callout-warning"><strong>Legacy title</strong><div><p>In plain Markdown, with <code>code</code>.</p></div></div>');
    expect(plain).toContain('<div class="callout callout-tip"><strong>tip</strong><div><p>Outer.</p><div class="callout callout-note"><strong>Inner</strong><div><p>Nested.</p></div></div></div></div>');
    expect(plain).not.toContain('data-admonition');
  });

  it('names each file under src/theme/ that is not used; a helper an override imports, a .d.ts and the Admonition override (which ::: admonitions use too) are not warned', () => {
    expect(warningLines(stderr)).toEqual([
      'warning: 2 unused theme overrides',
      '  src/theme/Navbar/index.tsx  not used: an override of Navbar is the file src/theme/Navbar.tsx, .jsx or .js',
      "  src/theme/Sidebarr.tsx  not used: Sidebarr is no docsite theme component (the README's Theme overrides lists them)",
    ]);
  });

  it('builds again when an override changes (the up-to-date check reads src/theme/)', () => {
    expect(runCli(['build', '--out', out], site).stdout).toContain('is up to date');
    const footer = path.join(site, 'src/theme/labels/banner.ts');
    writeFileSync(footer, readFileSync(footer, 'utf8').replace('Site banner', 'Changed banner'));
    const result = runCli(['build', '--out', out], site);
    expect(result.stdout).toContain('docsite: built ');
    expect(read('index.html')).toContain('<p class="site-banner">Changed banner (Copyright Overrides)</p>');
  });
});

describe('theme overrides that cannot be used', () => {
  /** Builds a copy of the fixture whose src/theme/Footer.tsx is `source`; the build must fail. */
  function buildWithFooter(name: string, source: string): string {
    const site = copyFixture('theme-overrides', name);
    writeFileSync(path.join(site, 'src/theme/Footer.tsx'), source);
    const result = runCli(['build', '--out', path.join(temp, `${name}-out`)], site);
    expect(result.code).toBe(1);
    return result.stderr;
  }

  it('fails on an override that exports no component, naming the file and what to export', () => {
    expect(buildWithFooter('no-export', 'export const footer = 1;\n')).toContain('src/theme/Footer.tsx:1  exports no Footer component\n  hint: export it as the default (export default function Footer(props) { … }) or as Footer');
  });

  it('fails on an override that does not compile, naming the file, line and column', () => {
    expect(buildWithFooter('syntax', 'export default function Footer() {\n  return <p>;\n}\n')).toContain('src/theme/Footer.tsx:3:1  theme override: The character "}" is not valid inside a JSX element');
  });

  it('fails on an override importing @theme-original/ of no theme component, naming the file, line and column', () => {
    expect(buildWithFooter('bad-original', "import Nope from '@theme-original/Nope';\n\nexport default Nope;\n")).toContain('src/theme/Footer.tsx:1:18  theme override: @theme-original/Nope names no docsite theme component');
  });

  it('fails naming the override when it throws while rendering (the footer renders once, outside any page)', () => {
    expect(buildWithFooter('throws', "export default function Footer() {\n  throw new Error('no footer today');\n}\n")).toContain('src/theme/Footer.tsx: the theme override of Footer failed: no footer today');
  });

  it("names each file of a Docusaurus site's swizzled components, and what docsite renders instead (a helper a swizzled file imports in that file's warning)", () => {
    const site = copyFixture('docusaurus-config-cjs', 'docusaurus');
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), text);
    };
    write('src/theme/Root.js', "import { Wrap } from './RootWrap';\nexport default function Root({ children }) { return <Wrap>{children}</Wrap>; }\n");
    // A helper Root imports: named in Root's warning, not as a swizzled component of its own.
    write('src/theme/RootWrap.js', 'export function Wrap({ children }) { return <>{children}</>; }\n');
    write('src/theme/Footer/index.js', 'export default function Footer() { return null; }\n');
    write('src/theme/Footer/styles.module.css', '.footer { color: red; }\n');
    write('src/theme/DocItem/Layout/index.js', 'export default function Layout() { return null; }\n');
    const result = runCli(['build', '--out', path.join(temp, 'docusaurus-out')], site);
    expect(result.code, result.output).toBe(0);
    expect(warningLines(result.stderr)).toEqual([
      'warning: 1 unsupported docusaurus plugin',
      '  docusaurus.config.js:32  plugin @docusaurus/plugin-ideal-image is not supported: images are copied as they are',
      'warning: 4 unused swizzled components',
      "  src/theme/DocItem/Layout/index.js  swizzled component DocItem/Layout is not used: docsite's own doc layout is rendered (sidebar, breadcrumbs, table of contents, pagination)",
      "  src/theme/Footer/index.js  swizzled component Footer is not used: docsite's own footer is rendered from themeConfig.footer",
      "  src/theme/Footer/styles.module.css  swizzled component Footer is not used: docsite's own footer is rendered from themeConfig.footer",
      '  src/theme/Root.js  swizzled component Root is not used: pages render without this wrapper (its providers and effects do not run); nor are the files it imports: ./RootWrap.js',
    ]);
  });
});
