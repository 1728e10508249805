import path from 'node:path';
import { mapLimit } from '../shared/mapLimit.js';
import { ContentError } from '../shared/errors.js';
import { CLEAN_PATH_HINT, notCleanPathMessage, routePathProblem } from '../shared/routePath.js';
import { joinPath } from '../shared/url.js';
import type { BuildContext, Diagnostic, DocRoute } from '../types.js';
import { categoryFileKeys } from './categoryFileKeys.js';
import { parseNumberPrefix, stripNumberPrefixes } from './numberPrefix.js';
import { draftNote } from './draftNote.js';
import { readContentFile } from './readContentFile.js';
import { readText } from './readText.js';
import { splitHeadingId } from '../compile/mdx/headingId.js';
import { isDocusaurusConfig } from '../compat/docusaurus/docusaurusConfigFile.js';
import { yamlModule } from '../shared/yamlModule.js';

const parseYaml = (text: string): unknown => yamlModule().parse(text);
import { loadTranslations, markUntranslated } from './translatedFiles.js';
import { posixRelative, walkFiles } from './walkFiles.js';

/** `_category_.json` of a docs folder (Docusaurus convention). */
export interface CategoryMeta {
  /** Folder path relative to the docs folder, e.g. `product`. */
  dirName: string;
  label?: string;
  /** Names the category in its translation id in place of its label (Docusaurus 3.9's `key`, see `SidebarLabels.label`). */
  key?: string;
  /** Set by the `_category_` file: before the linked doc's position and the folder's number prefix. */
  position?: number;
  /** The folder's number prefix (`02-guides`): its position when neither the file nor the linked doc sets one. */
  prefixPosition?: number;
  collapsed?: boolean;
  /** `false`: the category is always open, without a toggle. */
  collapsible?: boolean;
  /** A class on the category's sidebar item (`className`; else the linked doc's `sidebar_class_name`). */
  className?: string;
  /** Shown on the category's card in its parent's generated page, in place of its page count. */
  description?: string;
  /** `null`: no page for the category, not even its folder's own doc (see `folderCategory`). */
  link?: { type: 'generated-index'; slug?: string; title?: string; description?: string } | { type: 'doc'; id: string } | null;
}

/** What `collectDocs` found: one route per doc and the folders' category files. */
export interface CollectedDocs {
  routes: DocRoute[];
  categories: Map<string, CategoryMeta>;
}

const isContent = (file: string) => /\.mdx?$/.test(file);

/** Finds the docs: `.md`/`.mdx` files, skipping `_`-prefixed files and folders and excluded names (README). */
export async function collectDocs(ctx: BuildContext): Promise<CollectedDocs> {
  const { docs, root } = ctx.config;
  const files = await walkFiles(docs.dir);
  const categories = new Map<string, CategoryMeta>();
  const pages: Array<{ file: string; rel: string; prefixPosition?: number }> = [];
  // Doc ids and routes come from the path without number prefixes when the config says so.
  const idPath = (rel: string) => (docs.stripNumberPrefixes ? stripNumberPrefixes(rel) : rel);
  for (const file of files) {
    const rel = posixRelative(docs.dir, file);
    const parts = rel.split('/');
    if (CATEGORY_FILE.test(parts.at(-1)!)) {
      const dirName = idPath(parts.slice(0, -1).join('/'));
      categories.set(dirName, { ...categories.get(dirName), dirName, ...(await readCategory(file, root, ctx.diagnostics)) });
      continue;
    }
    if (!isContent(file) || parts.some((part) => part.startsWith('_'))) continue;
    if (docs.exclude.some((name) => name === rel || name === parts.at(-1))) continue;
    if (docs.stripNumberPrefixes) addFolderPositions(parts.slice(0, -1), categories);
    pages.push({ file, rel: idPath(rel), prefixPosition: docs.stripNumberPrefixes ? parseNumberPrefix(parts.at(-1)!).number : undefined });
  }
  // Read many files at once: one at a time, a cold 1,000-page build waited half a second on the disk.
  // In a locale's build, each doc is read from its translation when there is one.
  const translations = await loadTranslations(docs.translatedDir, ctx.config);
  const read = await mapLimit(pages, 32, async ({ file, rel, prefixPosition }) => {
    const { file: read, translated } = translations.translate(file, posixRelative(docs.dir, file));
    return markUntranslated(await toDocRoute(read, rel, ctx, prefixPosition), translated);
  });
  const routes = read.filter((route) => !route.content.frontmatter.draft);
  for (const route of read) if (route.content.frontmatter.draft) ctx.diagnostics.push(draftNote(route.content));
  return { routes, categories };
}

/** `_category_.json`, or `_category_.yml`/`.yaml` as Docusaurus also reads. */
const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/** A folder's number prefix, its category's position when nothing else sets one (see `folderCategory`). */
function addFolderPositions(folders: string[], categories: Map<string, CategoryMeta>) {
  folders.forEach((folder, index) => {
    const dirName = stripNumberPrefixes(folders.slice(0, index + 1).join('/'));
    const number = parseNumberPrefix(folder).number;
    if (number !== undefined) categories.set(dirName, { ...categories.get(dirName), dirName, prefixPosition: number });
  });
}

async function readCategory(file: string, root: string, diagnostics: Diagnostic[]): Promise<Omit<CategoryMeta, 'dirName'>> {
  const text = await readText(file, path.relative(root, file));
  let raw: unknown;
  try {
    raw = file.endsWith('.json') ? JSON.parse(text) : (parseYaml(text) ?? {});
  } catch (error) {
    throw new ContentError(`invalid ${path.basename(file)}: ${(error as Error).message}`, { source: { file: path.relative(root, file) } });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ContentError(`invalid ${path.basename(file)}: expected an object of category keys (label, position, link…)`, { source: { file: path.relative(root, file) } });
  const { meta, warnings } = categoryFileKeys(raw as Record<string, unknown>, text, path.relative(root, file));
  diagnostics.push(...warnings);
  if (meta.key !== undefined && typeof meta.key !== 'string') throw new ContentError(`invalid ${path.basename(file)}: key: expected a string`, { source: { file: path.relative(root, file) }, field: 'key', hint: 'key names the category in its translation id: sidebar.<sidebarId>.category.<key>' });
  // The slug names a generated page: `/docs/category/<slug>`.
  const slug = meta.link?.type === 'generated-index' ? meta.link.slug : undefined;
  const problem = typeof slug === 'string' ? routePathProblem(slug) : undefined;
  if (problem) {
    // `"slug":` in JSON, `slug:` in YAML.
    const at = text.search(/["']?slug["']?\s*:/);
    const line = at < 0 ? undefined : text.slice(0, at).split('\n').length;
    throw new ContentError(notCleanPathMessage('link.slug', slug!, problem), { source: { file: path.relative(root, file), line }, field: 'link.slug', hint: CLEAN_PATH_HINT });
  }
  return meta;
}

async function toDocRoute(file: string, rel: string, ctx: BuildContext, prefixPosition?: number): Promise<DocRoute> {
  const content = await readContentFile(file, ctx.config.root, ctx.inputFiles);
  const { frontmatter } = content;
  const dir = path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
  const baseName = path.posix.basename(rel).replace(/\.mdx?$/, '');
  const docId = path.posix.join(dir, frontmatter.id ?? baseName);
  const docsBase = ctx.config.docs.routeBasePath;
  let routePath: string;
  if (frontmatter.slug !== undefined) {
    routePath = frontmatter.slug.startsWith('/') ? joinPath(docsBase, frontmatter.slug) : joinPath(docsBase, dir, frontmatter.slug);
  } else {
    const last = frontmatter.id ?? baseName;
    const folderIndex = last === 'index' || (isDocusaurusConfig(ctx.config.configFile) && isCategoryIndexFile(baseName, dir));
    routePath = folderIndex ? joinPath(docsBase, dir) : joinPath(docsBase, dir, last);
  }
  // Docusaurus goes by the file's name, whatever its id or slug.
  const folderDoc = dir !== '' && (baseName === 'index' || (isDocusaurusConfig(ctx.config.configFile) && isCategoryIndexFile(baseName, dir)));
  return {
    kind: 'doc',
    path: routePath,
    docId,
    prefixPosition,
    ...(folderDoc && { folderDoc: true as const }),
    source: { file: content.relPath },
    title: frontmatter.title ?? firstHeading(content.source) ?? baseName,
    description: frontmatter.description,
    content,
  };
}

/**
 * Whether Docusaurus makes a doc its folder's page (`isCategoryIndex`): a file named `index` or
 * `README`, or named as its folder, in any case, whatever its id (Redux's `introduction/README.md`).
 */
const isCategoryIndexFile = (baseName: string, dir: string) => ['index', 'readme', path.posix.basename(dir).toLowerCase()].includes(baseName.toLowerCase());

/** Text of the first `# ` heading, the title when frontmatter has none (without a `{#custom-id}`). */
export function firstHeading(source: string): string | undefined {
  const text = /^#\s+(.+?)\s*#*\s*$/m.exec(source)?.[1];
  return text === undefined ? undefined : (splitHeadingId(text)?.text ?? text);
}
