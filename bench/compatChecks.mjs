// What bench/compat.mjs checks on a real Docusaurus site built by docsite: issue 19's "Done
// means" (one page per doc, no literal `:::` fences, no printed magic comments, no page with
// two h1s), read from the site's files and the built HTML alone.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const DEFAULT_MAGIC_COMMENTS = ['highlight-next-line', 'highlight-start', 'highlight-end'];

/** The text of the `{…}` object that starts at `open` in `text` (braces counted, strings not parsed). */
function objectAt(text, open) {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return text.slice(open, index + 1);
  }
  return text.slice(open);
}

/**
 * The docs folder a Docusaurus config names: the `path` of the first `docs: {…}` object (the
 * classic preset's, which comes before `themeConfig.docs` in the configs seen so far), `docs`
 * when it names none, none for `docs: false`. A heuristic on the config's text: the report
 * prints the folder it counted.
 */
function docsFolderOf(configText) {
  const match = /\bdocs\s*:\s*(\{|false)/.exec(configText);
  if (match?.[1] === 'false') return undefined;
  const block = match ? objectAt(configText, match.index + match[0].length - 1) : '';
  return /\bpath\s*:\s*['"`]([^'"`]+)['"`]/.exec(block)?.[1] ?? 'docs';
}

/** Whether Docusaurus reads a file of a docs folder as a doc: `.md`/`.mdx`, no `_` partial, no test, no draft. */
function isDocFile(folder, relative) {
  if (!/\.mdx?$/.test(relative)) return false;
  const parts = relative.split(path.sep);
  if (parts.some((part) => part.startsWith('_') || part === 'node_modules' || part.startsWith('.'))) return false;
  const file = path.join(folder, relative);
  if (!statSync(file).isFile()) return false;
  const frontmatter = /^---\r?\n([^]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return !/^draft:\s*true\s*$/m.test(frontmatter);
}

/** The docs source files of a site (current docs and every `versioned_docs/version-*`), and the folders read. */
export function docsSourceFiles(site, configText) {
  const current = docsFolderOf(configText);
  const folders = current ? [current] : [];
  const versioned = path.join(site, 'versioned_docs');
  if (current && existsSync(versioned)) folders.push(...readdirSync(versioned).filter((name) => name.startsWith('version-')).map((name) => path.join('versioned_docs', name)));
  const files = [];
  for (const folder of folders) {
    const absolute = path.resolve(site, folder);
    if (!existsSync(absolute)) continue;
    for (const relative of readdirSync(absolute, { recursive: true, encoding: 'utf8' })) if (isDocFile(absolute, relative)) files.push(path.join(folder, relative));
  }
  return { folders, files };
}

/** The magic comments a config declares (`magicComments` line, start and end), else Docusaurus's defaults. */
function magicCommentsOf(configText) {
  const match = /\bmagicComments\s*:\s*\[/.exec(configText);
  if (!match) return DEFAULT_MAGIC_COMMENTS;
  const list = configText.slice(match.index, match.index + 2000);
  const names = [...list.matchAll(/\b(?:line|start|end)\s*:\s*['"`]([^'"`]+)['"`]/g)].map((found) => found[1]);
  return names.length > 0 ? [...new Set(names)] : DEFAULT_MAGIC_COMMENTS;
}

const withoutCode = (html) => html.replace(/<(script|style|pre|code|template)\b[^]*?<\/\1>/g, '');
const codeBlocksOf = (html) => (html.match(/<pre\b[^]*?<\/pre>/g) ?? []).map((block) => block.replace(/<[^>]+>/g, ''));

/**
 * The Done-means facts of a built site: its HTML pages, the doc pages among them, and the pages
 * with a literal `:::` outside code, a magic comment printed in a code block, or two h1s.
 */
export function doneMeansFacts(out, configText) {
  const magicNames = magicCommentsOf(configText);
  const facts = { pages: 0, docPages: [], fences: [], magicComments: [], twoH1s: [], magicNames };
  for (const page of readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).sort()) {
    const html = readFileSync(path.join(out, page), 'utf8');
    facts.pages += 1;
    if (/<html[^>]* data-page-kind="doc"/.test(html)) facts.docPages.push(page);
    if (withoutCode(html).includes(':::')) facts.fences.push(page);
    if (codeBlocksOf(html).some((code) => magicNames.some((name) => code.includes(name)))) facts.magicComments.push(page);
    if ((html.match(/<h1[\s>]/g) ?? []).length > 1) facts.twoH1s.push(page);
  }
  return facts;
}
