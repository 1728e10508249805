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

/**
 * One warning per file under a Docusaurus site's `src/theme/` (swizzled components and their
 * styles): docsite does not run Docusaurus's theme components, so it names each file and what
 * it renders instead.
 */
export function swizzledComponentWarnings(files: string[], root: string, overridesDir: string): Diagnostic[] {
  return files.map((file) => {
    const component = swizzledName(path.relative(overridesDir, file));
    const relative = posixRelative(root, file);
    return { severity: 'warning', code: 'unused-swizzled-component', message: `swizzled component ${component} is not used: ${insteadOf(component)}`, source: { file: relative } };
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
