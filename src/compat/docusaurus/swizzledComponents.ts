import { readFileSync } from 'node:fs';
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

/** Relative imports of a script or stylesheet (`import … from './x'`, `import './x.css'`, `require('./x')`, `@import './x.css'`). */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport|@import)\s*['"](\.\.?\/[^'"]+)['"]|\brequire\(\s*['"](\.\.?\/[^'"]+)['"]\s*\)/g;
const SCRIPT_EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs'];

/** The files of `files` that `file` imports by a relative path. */
function importedFiles(file: string, files: ReadonlySet<string>, readText: (file: string) => string | undefined): string[] {
  const found: string[] = [];
  for (const match of (readText(file) ?? '').matchAll(RELATIVE_IMPORT)) {
    const target = path.resolve(path.dirname(file), (match[1] ?? match[2])!);
    const candidates = SCRIPT_EXTENSIONS.flatMap((extension) => [target + extension, path.join(target, `index${extension}`)]);
    const hit = candidates.find((candidate) => files.has(candidate));
    if (hit && hit !== file && !found.includes(hit)) found.push(hit);
  }
  return found;
}

const readOrNothing = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * One warning per file under a Docusaurus site's `src/theme/` that shadows a theme component
 * (a swizzled component and its styles) or a theme module (`prism-include-languages`):
 * docsite does not run Docusaurus's theme, so it names each file and what it renders instead.
 * A file another file there imports by a relative path (typescript-eslint's
 * `MDXComponents/RuleAttributes.tsx`, a component's `styles.module.css`) is that file's helper,
 * not a component: it is named in its importer's warning. Other files are not the theme's and
 * shadow nothing: notes (Ionic's `README.md`), type declarations, and helpers in lowercase
 * folders that only swizzled files import (Ionic's `prism-languages/prism-vue.ts`) are left alone.
 */
export function swizzledComponentWarnings(files: string[], root: string, overridesDir: string, readText = readOrNothing): Diagnostic[] {
  const shadowing = files.filter((file) => THEME_FILE.test(file) && !file.endsWith('.d.ts') && !/^[a-z][^/\\]*[/\\]/.test(path.relative(overridesDir, file)));
  const set = new Set(shadowing);
  const imports = new Map(shadowing.map((file) => [file, importedFiles(file, set, readText)]));
  const imported = new Set([...imports.values()].flat());
  const helpersOf = (file: string, seen = new Set([file])): string[] =>
    (imports.get(file) ?? []).filter((helper) => !seen.has(helper) && seen.add(helper)).flatMap((helper) => [helper, ...helpersOf(helper, seen)]);
  const reached = new Set<string>();
  const roots = shadowing.filter((file) => !imported.has(file));
  // A cycle of files importing each other has no root: each is named on its own, as before.
  const helpers = new Map(roots.map((file) => [file, helpersOf(file)]));
  for (const list of helpers.values()) list.forEach((helper) => reached.add(helper));
  // A swizzled MDXComponents is used (`loadSwizzledMdxComponents`), and so are the files it imports.
  return shadowing.filter((file) => !reached.has(file) && swizzledName(path.relative(overridesDir, file)) !== 'MDXComponents').map((file) => swizzledWarning(file, root, overridesDir, helpers.get(file) ?? []));
}

/** `to` as an import from `fromDir` writes it: `./styles.module.css`, `../utils.ts`. */
const relativeImport = (fromDir: string, to: string) => {
  const relative = posixRelative(fromDir, to);
  return relative.startsWith('../') ? relative : `./${relative}`;
};

/** The warning for one swizzled file, naming the helpers it imports (relative to its folder). */
function swizzledWarning(file: string, root: string, overridesDir: string, helpers: string[]): Diagnostic {
  const relativeToTheme = path.relative(overridesDir, file);
  const source = { file: posixRelative(root, file) };
  const also = helpers.length ? `; nor are the files it imports: ${helpers.map((helper) => relativeImport(path.dirname(file), helper)).join(', ')}` : '';
  if (/^[a-z]/.test(relativeToTheme)) {
    const name = relativeToTheme.replace(/\..*$/, '');
    const instead = MODULE_INSTEAD[name] ?? "docsite renders its own theme, which does not import it";
    return { severity: 'warning', code: 'unused-swizzled-module', message: `swizzled theme module ${name} is not used: ${instead}${also}`, source };
  }
  const component = swizzledName(relativeToTheme);
  return { severity: 'warning', code: 'unused-swizzled-component', message: `swizzled component ${component} is not used: ${insteadOf(component)}${also}`, source };
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
