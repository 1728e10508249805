import path from 'node:path';
import { posixRelative } from '../../collect/walkFiles.js';
import type { Diagnostic } from '../../types.js';

/**
 * What docsite renders where a swizzled Docusaurus component would be, by the component's
 * first name (`DocItem/Layout` → `DocItem`). Docusaurus's components read its hooks and
 * contexts, which docsite's theme does not provide, so none runs as it is.
 */
const INSTEAD: Record<string, string> = {
  Root: 'pages render without this wrapper (its providers and effects do not run)',
  Layout: "docsite's own page layout is used",
  Footer: "docsite's own footer is rendered from themeConfig.footer",
  Navbar: "docsite's own navbar is rendered from themeConfig.navbar",
  NavbarItem: "docsite's own navbar is rendered from themeConfig.navbar",
  Logo: "docsite's navbar shows themeConfig.navbar.logo",
  Admonition: "docsite's own admonitions are rendered",
  CodeBlock: "docsite's own code blocks are rendered, highlighted with shiki",
  MDXComponents: "MDX pages get docsite's components (README: Building a Docusaurus site lists the @theme modules)",
  SearchBar: "docsite's own search (Lunr) is used",
  NotFound: "docsite's own not-found page is rendered",
  ColorModeToggle: "docsite's own colour mode switch is rendered",
  TOC: "docsite's own table of contents is rendered",
  TOCInline: "docsite's own table of contents is rendered",
};
/** Prefixes of Docusaurus's docs and blog page components: docsite renders those pages with its layouts. */
const DOC_PAGE = /^(Doc|DocItem|DocPage|DocRoot|DocSidebar|DocBreadcrumbs|DocPaginator|DocVersion|DocCard|DocCategory)/;
const BLOG_PAGE = /^Blog/;

/** Scripts and stylesheets: what can shadow a theme module (a `README.md` or a `.d.ts` beside them cannot). */
const THEME_FILE = /\.(m?[jt]sx?|cjs|css|s[ac]ss)$/;
/** What docsite does instead of the theme's lowercase modules a site swizzles (not components). */
const MODULE_INSTEAD: Record<string, string> = {
  'prism-include-languages': 'docsite highlights code with shiki, which knows the languages without Prism being given them',
};

/**
 * One warning per file under a Docusaurus site's `src/theme/` that shadows a theme component
 * (a swizzled component and its styles) or a theme module (`prism-include-languages`):
 * docsite does not run Docusaurus's theme, so it names each file and what it renders instead.
 * Other files are not the theme's and shadow nothing: notes (Ionic's `README.md`), type
 * declarations, and helpers in lowercase folders that only swizzled files import (Ionic's
 * `prism-languages/prism-vue.ts`) are left alone.
 */
export function swizzledComponentWarnings(files: string[], root: string, overridesDir: string): Diagnostic[] {
  return files.flatMap((file): Diagnostic[] => {
    const relativeToTheme = path.relative(overridesDir, file);
    if (!THEME_FILE.test(file) || file.endsWith('.d.ts')) return [];
    const source = { file: posixRelative(root, file) };
    if (/^[a-z]/.test(relativeToTheme)) {
      if (relativeToTheme.includes(path.sep)) return [];
      const name = relativeToTheme.replace(/\..*$/, '');
      const instead = MODULE_INSTEAD[name] ?? "docsite renders its own theme, which does not import it";
      return [{ severity: 'warning', code: 'unused-swizzled-module', message: `swizzled theme module ${name} is not used: ${instead}`, source }];
    }
    const component = swizzledName(relativeToTheme);
    return [{ severity: 'warning', code: 'unused-swizzled-component', message: `swizzled component ${component} is not used: ${insteadOf(component)}`, source }];
  });
}

/** `DocItem/Layout/index.js` → `DocItem/Layout`; `Root.js` → `Root`; `Footer/styles.module.css` → `Footer`. */
function swizzledName(relative: string): string {
  const parts = relative.split(path.sep);
  const last = parts.pop()!;
  const stem = last.replace(/\..*$/, '');
  if (parts.length === 0) return stem;
  return /^[A-Z]/.test(stem) ? [...parts, stem].join('/') : parts.join('/');
}

function insteadOf(component: string): string {
  const first = component.split('/')[0]!;
  if (INSTEAD[first]) return INSTEAD[first];
  if (DOC_PAGE.test(first)) return "docsite's own doc layout is rendered (sidebar, breadcrumbs, table of contents, pagination)";
  if (BLOG_PAGE.test(first)) return "docsite's own blog pages are rendered";
  return `docsite renders its own theme; an MDX import of @theme/${component} gets docsite's module or a stand-in`;
}
