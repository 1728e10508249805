import path from 'node:path';
import type Token from 'markdown-it/lib/token.mjs';
import type { Pluggable, PluggableList } from 'unified';
import { markdownInExpressionError, markdownInExpressionLine } from './markdownInExpression.js';
import type { VFile, VFileOptions } from 'vfile';
import { ContentError } from '../../shared/errors.js';
import type { RemovedUrl } from '../../shared/unsafeUrl.js';
import type { ContentFile, Diagnostic, Heading, LinkRef, SectionPlugins } from '../../types.js';
import { addWarningOnce, legacyMdxWarning, unknownLanguageWarning, warningsOf } from './contentWarnings.js';
import { preprocessSource } from './docusaurusSyntax.js';
import type { MagicComment } from './magicComments.js';
import { ADMONITIONS } from './admonitionTypes.js';
import { bundleModule } from '../modules/bundleModule.js';
import { blankFrontmatter, createFastParser, fastPathBlocker } from './fastMarkdown.js';
import type { FastParseEnv } from './fastParseChecks.js';
import type { CodeBlockCache } from './codeBlockCache.js';
import type { CodeHighlighter } from './highlighter.js';
import { isKnownLanguage } from './lazyHighlighter.js';
import type { RemarkCompilers } from './remarkCompilers.js';
import { codeElementRenderer, createCodeBlockRenderer, createFenceRenderer, fenceOfToken, rehypeCodeBlocks, type CodeBlockRenderer, type FenceRenderer } from './rehypeCodeBlocks.js';
import { rehypeHeadingAnchors } from './rehypeHeadingAnchors.js';
import { rehypeHeadings } from './rehypeHeadings.js';
import { rehypeLinks } from './rehypeLinks.js';
import type { MdxExportsData } from './rehypeMdxExports.js';
import { siteCompileOptions } from './sitePlugins.js';
import { hasMermaidFence, type MermaidMode } from './remarkMermaid.js';
import { isCodeBlock, tokensToHtml, UnsupportedToken, type FastPage } from './tokensToHtml.js';
import { unwrapMdxCodeBlocks } from './unwrapMdxCodeBlocks.js';

/** The result of compiling one markdown or MDX file. */
export interface CompiledContent {
  /**
   * `html`: finished HTML (plain markdown). `mdx`: a JS function body to run with the MDX
   * runtime. `module`: MDX that imports or exports, bundled with its imports (`bundleModule`).
   */
  format: 'html' | 'mdx' | 'module';
  output: string;
  /** A `module`'s CSS (its imports' stylesheets and CSS modules). */
  css?: string;
  /** A `module`'s bundled files and their hashes: the cached output is stale when one changed. */
  dependencies?: Record<string, string>;
  /** A `module`'s CSS's files (see `ModuleBundle.assets`). */
  assets?: Record<string, string>;
  headings: Heading[];
  links: LinkRef[];
  brokenMarkdownLinks: LinkRef[];
  /** Markdown link and image URLs taken out because they could run script (see `unsafeUrlScheme`). */
  removedUrls: RemovedUrl[];
  /** True when the content starts with an h1 (Docusaurus's content title), which then stands in for the page's own. */
  contentTitle?: boolean;
  /** What the file uses that renders otherwise than written (an unknown admonition or code language, a Docusaurus module docsite does not provide). */
  warnings: Diagnostic[];
}

/** One build's compilers: created once, reused for every file. */
export interface MarkdownCompiler {
  compile(content: ContentFile): Promise<CompiledContent>;
}

/** Options shared by both compilers. */
export interface CompilerOptions {
  root: string;
  highlighter: CodeHighlighter;
  /** Highlighted blocks kept between builds; none by default (every block is highlighted). */
  codeBlockCache?: CodeBlockCache;
  fileToRoute: ReadonlyMap<string, string>;
  /** false: never take the markdown-it path (to compare both paths). */
  fastMarkdown?: boolean;
  /** The admonition keywords (`:::tip`); `ADMONITIONS` by default. */
  admonitions?: readonly string[];
  /** The docs sections' own admonition keywords, by content folder (absolute), innermost first; other pages take `admonitions`. */
  sectionAdmonitions?: ReadonlyArray<{ dir: string; admonitions: readonly string[] }>;
  /** The magic comments of code blocks (`// highlight-next-line`); `DEFAULT_MAGIC_COMMENTS` by default. */
  magicComments?: readonly MagicComment[];
  /** The content folders, absolute, which links to markdown files are also resolved against (see `markdownLinkTarget`). */
  contentRoots?: readonly string[];
  /** false: `.md` is plain Markdown even when it imports or uses components (Docusaurus's `markdown.format: 'detect'`). */
  mdxInMarkdown?: boolean;
  /** The content folders (absolute) whose pages compile with plugins of the site's, innermost first. */
  sitePlugins?: ReadonlyArray<{ dir: string; plugins: SectionPlugins }>;
  /** Options of remark-rehype (`markdown.remarkRehypeOptions`). */
  remarkRehypeOptions?: Record<string, unknown>;
  /** `markdown.mermaid`: what mermaid fences become (see `remarkMermaid`). */
  mermaid?: MermaidMode;
  /** Where each content folder's admonition types are set (the unknown-admonition hint names it), innermost first. */
  admonitionsOptions?: ReadonlyArray<{ dir: string; option: string }>;
  /** Import aliases, their paths absolute (see `UserConfig.moduleAliases`). */
  moduleAliases?: Readonly<Record<string, string>>;
}

/**
 * Three ways in, written to look the same whichever is taken:
 * - plain `.md` that markdown-it reads as remark would: markdown-it, straight to the HTML
 *   the remark path writes (`tokensToHtml`), about ten times faster to compile;
 * - other plain `.md`: unified with remark, straight to an HTML string;
 * - `.mdx`, and `.md` files that use imports or components: @mdx-js/mdx; a file that imports
 *   or exports becomes a module, bundled with what it imports (`bundleModule`).
 */
export function createMarkdownCompiler(options: CompilerOptions): MarkdownCompiler {
  const isKnown = isKnownLanguage;
  const rehypePluginsWith = (renderCode: CodeBlockRenderer, mdxExports: Pluggable | undefined): PluggableList => [
    rehypeHeadings,
    // MDX pages export their toc, frontMatter and metadata, as Docusaurus's do.
    ...(mdxExports ? [mdxExports] : []),
    rehypeHeadingAnchors,
    [rehypeLinks, { fileToRoute: options.fileToRoute, root: options.root, contentRoots: options.contentRoots }],
    // Last: highlighted code is a span per token, which no other plugin needs to walk.
    [rehypeCodeBlocks, { render: renderCode, isKnown }],
  ];
  // Plain markdown's blocks as HTML, shared by both of its paths.
  const htmlFences = createFenceRenderer(options.highlighter, 'html', options.magicComments, options.codeBlockCache);
  const hastBlocks = createCodeBlockRenderer(options.highlighter, 'hast', options.magicComments, options.codeBlockCache);
  let plugins: Promise<RehypePlugins> | undefined;
  const rehypePlugins = () => (plugins ??= import('./rehypeMdxExports.js').then(({ rehypeMdxExports }) => ({ html: rehypePluginsWith(codeElementRenderer(htmlFences), undefined), mdx: rehypePluginsWith(hastBlocks, rehypeMdxExports) })));
  // remark and MDX load on the first file that needs them (rehypeMdxExports, which needs hast-util-to-html, with them):
  // a site of plain markdown never does, and their modules took about 0.3 s to load on every build. One set per section
  // with plugins of the site's own, one for every other page.
  const loaded = new Map<SectionPlugins | undefined, Map<readonly string[], Promise<RemarkCompilers>>>();
  const remarkCompilers = (plugins: SectionPlugins | undefined, keywords: readonly string[]) => {
    const byKeywords = loaded.get(plugins) ?? loaded.set(plugins, new Map()).get(plugins)!;
    let compilers = byKeywords.get(keywords);
    if (!compilers) {
      const site = { ...siteCompileOptions(plugins, options.root, options.remarkRehypeOptions), mermaid: options.mermaid };
      compilers = Promise.all([import('./remarkCompilers.js'), rehypePlugins()]).then(([module, plugins]) => module.createRemarkCompilers(plugins, { keywords }, site));
      byKeywords.set(keywords, compilers);
    }
    return compilers;
  };
  /** The site's plugins for a file: those of the section folder holding it. */
  const pluginsOf = (file: string) => options.sitePlugins?.find(({ dir }) => file.startsWith(dir + path.sep))?.plugins;
  const dialectOf = admonitionDialects(options, (parser) => createFastCompiler(options, parser, htmlFences, isKnown));

  /** A partial a page imports, as an ES module's source, compiled with the page's plugins; its errors name the partial. */
  const compilePartialWith = (compilers: RemarkCompilers, admonitions: ReadonlySet<string>) => (file: string, source: string) =>
    newFile({ path: file, value: preprocessSource(unwrapMdxCodeBlocks(source), { mdx: true, admonitions }), data: admonitionsData(options, file) }).then((vfile) => processFile(compilers.module, vfile)).catch((error: unknown) => {
      throw error instanceof ContentError ? error : toContentError(error, path.relative(options.root, file), source);
    });

  /** A page that imports or exports (or has plugins of the site's, which may add imports): compiled to a module, then bundled with its imports. */
  const compileModule = async (content: ContentFile, source: string, compilers: RemarkCompilers, admonitions: ReadonlySet<string>): Promise<CompiledContent> => {
    const file = await newFile({ path: content.file, value: source, data: pageData(content) });
    const program = await processFile(compilers.module, file);
    const bundle = await bundleModule({ file: content.file, code: program, source: content.source }, { root: options.root, compileMdx: compilePartialWith(compilers, admonitions), aliases: options.moduleAliases });
    const compiled: CompiledContent = { format: 'module', output: bundle.code, css: bundle.css, dependencies: bundle.dependencies, ...(bundle.assets && { assets: bundle.assets }), ...fileData(file), warnings: [...warningsOf(file), ...bundle.warnings] };
    return withContentTitle(compiled, file.data.contentTitle === true);
  };

  /** What the plugins read of a page: its path for messages, its admonitions' option, and its frontmatter and route for its exports. */
  const pageData = (content: ContentFile): MdxExportsData & { relPath: string } => ({ relPath: content.relPath, frontMatter: content.frontmatter as Record<string, unknown>, permalink: options.fileToRoute.get(content.file), ...admonitionsData(options, content.file) });

  return {
    async compile(content) {
      const unwrapped = unwrapMdxCodeBlocks(content.source);
      // The site's plugins work on remark's tree and may add imports and components (npm2yarn's Tabs): such
      // pages take neither markdown-it nor the function body, and `.md` is MDX as in Docusaurus (unless
      // `markdown.format` is 'detect'). An unwrapped `mdx-code-block` is MDX by definition.
      const [plugins, dialect] = [pluginsOf(content.file), dialectOf(content.file)];
      const useMdx = content.format === 'mdx' || (options.mdxInMarkdown !== false && (plugins !== undefined || unwrapped !== content.source || needsMdx(unwrapped)));
      const prepare = (mdx1: boolean) => preprocessSource(useMdx ? unwrapped : content.source, { mdx: useMdx, admonitions: dialect.set, mdx1 });
      return compileRepairingMdx1(prepare(false), useMdx ? () => prepare(true) : undefined, (source) => compileSource(content, source, useMdx, plugins, dialect));
    },
  };

  /** One page from its preprocessed source, by the path it takes. */
  async function compileSource(content: ContentFile, source: string, useMdx: boolean, plugins: SectionPlugins | undefined, dialect: AdmonitionDialect): Promise<CompiledContent> {
    try {
      if (useMdx && (plugins || hasModuleSyntax(source))) return await compileModule(content, source, await remarkCompilers(plugins, dialect.keywords), dialect.set);
      const mermaid = Boolean(options.mermaid) && hasMermaidFence(source);
      const fast = useMdx || plugins || mermaid || options.fastMarkdown === false ? undefined : await dialect.compileFast({ ...content, source });
      if (fast) return withContentTitle({ format: 'html', output: fast.html, headings: fast.headings, links: fast.links, brokenMarkdownLinks: fast.brokenMarkdownLinks, removedUrls: fast.removedUrls, warnings: fast.warnings }, fast.contentTitle);
      const file = await newFile({ path: content.file, value: source, data: pageData(content) });
      const output = await processFile((await remarkCompilers(plugins, dialect.keywords))[useMdx ? 'mdx' : 'markdown'], file);
      return withContentTitle({ format: useMdx ? 'mdx' : 'html', output, ...fileData(file), warnings: warningsOf(file) }, file.data.contentTitle === true);
    } catch (error) {
      throw error instanceof ContentError ? error : toContentError(error, content.relPath, content.source);
    }
  }
}

/**
 * Compiles a page; when MDX stops on syntax MDX 1 (Docusaurus 2) read — autolinks, a `<` that
 * opens no JSX — and the page has some, compiles it once more with those read as MDX 1 read
 * them (`preprocessSource`'s `mdx1`), with a warning naming where MDX stopped. Valid MDX is
 * never rewritten: the repair runs only on a page MDX rejects. If the repair fails too, the
 * first error stands, as it names the page's own syntax.
 */
async function compileRepairingMdx1(source: string, repaired: (() => string) | undefined, compileSource: (source: string) => Promise<CompiledContent>): Promise<CompiledContent> {
  try {
    return await compileSource(source);
  } catch (error) {
    const fixed = repaired?.();
    if (fixed === undefined || fixed === source || !(error instanceof ContentError)) throw error;
    const result = await compileSource(fixed).catch(() => undefined);
    if (!result) throw error;
    return { ...result, warnings: [...(result.warnings ?? []), legacyMdxWarning(error)] };
  }
}

/** What reads a page's `:::` admonitions: its keywords, as a list and a set, and the markdown-it path that knows them. */
/** A file's data naming the option that sets its admonition types (its content section's), which the unknown-admonition hint names. */
function admonitionsData(options: CompilerOptions, file: string): { admonitionsOption?: string } {
  const admonitionsOption = options.admonitionsOptions?.find(({ dir }) => file.startsWith(dir + path.sep))?.option;
  return admonitionsOption === undefined ? {} : { admonitionsOption };
}

interface AdmonitionDialect {
  keywords: readonly string[];
  set: ReadonlySet<string>;
  compileFast: ReturnType<typeof createFastCompiler>;
}

/**
 * A file's admonition dialect: its docs section's own keywords (a Docusaurus docs plugin
 * instance's `admonitions`, applied to that instance's pages only, as Docusaurus does), else the
 * site's. One per keyword list, made on first use.
 */
function admonitionDialects(options: CompilerOptions, fastCompilerWith: (parser: ReturnType<typeof createFastParser>) => AdmonitionDialect['compileFast']): (file: string) => AdmonitionDialect {
  const siteKeywords = options.admonitions ?? ADMONITIONS;
  const dialects = new Map<readonly string[], AdmonitionDialect>();
  return (file) => {
    const keywords = options.sectionAdmonitions?.find(({ dir }) => file.startsWith(dir + path.sep))?.admonitions ?? siteKeywords;
    let dialect = dialects.get(keywords);
    if (!dialect) {
      const set = new Set(keywords);
      dialect = { keywords, set, compileFast: fastCompilerWith(createFastParser(set)) };
      dialects.set(keywords, dialect);
    }
    return dialect;
  };
}

/** The markdown-it path: a page straight to HTML, or undefined when the file needs remark. */
function createFastCompiler(
  options: CompilerOptions,
  fastParser: ReturnType<typeof createFastParser>,
  htmlFences: FenceRenderer<string>,
  isKnown: (lang: string | undefined) => Promise<boolean>,
) {
  return async (content: ContentFile): Promise<(FastPage & { warnings: Diagnostic[] }) | undefined> => {
    const text = blankFrontmatter(content.source);
    const env: FastParseEnv = {};
    const tokens = fastParser.parse(text, env);
    if (fastPathBlocker(text, tokens, env)) return undefined;
    const codeBlocks = new Map<Token, string>();
    const relFile = path.relative(options.root, content.file);
    const warnings: Diagnostic[] = [];
    for (const token of tokens) {
      if (!isCodeBlock(token)) continue;
      const fence = fenceOfToken(token);
      if (!(await isKnown(fence.fenceLang))) addWarningOnce(warnings, unknownLanguageWarning(fence.fenceLang!, relFile, (token.map?.[0] ?? 0) + 1));
      codeBlocks.set(token, await htmlFences(fence));
    }
    try {
      return { ...tokensToHtml(tokens, text, { file: content.file, relFile, fileToRoute: options.fileToRoute, contentRoots: options.contentRoots, siteRoot: options.root, codeBlocks }), warnings };
    } catch (error) {
      if (error instanceof UnsupportedToken) return undefined;
      throw error;
    }
  };
}

/** The compiled file, saying it has a content title only when it has one (so other output keeps its shape). */
const withContentTitle = (compiled: CompiledContent, contentTitle: boolean | undefined): CompiledContent => (contentTitle ? { ...compiled, contentTitle: true } : compiled);
/** What the rehype plugins noted about a compiled file. */
function fileData(file: VFile): Pick<CompiledContent, 'headings' | 'links' | 'brokenMarkdownLinks' | 'removedUrls'> {
  return {
    headings: (file.data.headings as Heading[]) ?? [],
    links: (file.data.links as LinkRef[]) ?? [],
    brokenMarkdownLinks: (file.data.brokenMarkdownLinks as LinkRef[]) ?? [],
    removedUrls: (file.data.removedUrls as RemovedUrl[]) ?? [],
  };
}

/** The text outside fenced and inline code, where an import or a component means MDX. */
const withoutCode = (source: string) => source.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');

/** Whether an MDX file imports or exports (outside code), so it must run as a module. */
export function hasModuleSyntax(source: string): boolean {
  return /^(import|export)\s/m.test(withoutCode(source));
}

/** A heading line that ends in a comment naming its id (`remarkHeadingIds` reads it; markdown-it would print it). */
const HEADING_COMMENT_ID = /^ {0,3}#{1,6}[ \t].*(\{\s*\/\*\s*#[^\n]*\*\/\s*\}|<!--\s*#[^\n]*-->)[ \t]*$/m;

/** A `.md` file needs the MDX compiler when it imports, exports or uses a component, or names a heading's id in a comment. */
export function needsMdx(source: string): boolean {
  const text = withoutCode(source);
  return /^(import|export)\s/m.test(text) || /<[A-Z][\w.]*[\s/>]/.test(text) || HEADING_COMMENT_ID.test(text);
}

/** The parts of a unified processor `processFile` calls. */
/** The rehype plugins of plain markdown's and MDX's remark compilers. */
type RehypePlugins = { html: PluggableList; mdx: PluggableList };

interface Stages {
  parse(file: VFile): unknown;
  run(tree: never, file: VFile): Promise<unknown>;
  stringify(tree: never, file: VFile): unknown;
}

/**
 * A file for remark's compilers, which are loaded only when a page needs them: vfile is loaded
 * with them, not at start (an edit build that compiles one page on the fast path never does).
 */
async function newFile(options: VFileOptions): Promise<VFile> {
  const { VFile } = await import('vfile');
  return new VFile(options);
}

/**
 * What `processor.process(file)` returns, each stage called here so that every error reaches
 * the caller: `process` stringifies in a promise callback, where a throw (a stack overflow on
 * a document nested thousands deep) became an unhandled rejection that ended the build
 * without naming the file.
 */
async function processFile(processor: Stages, file: VFile): Promise<string> {
  const tree = await processor.run(processor.parse(file) as never, file);
  return String(processor.stringify(tree as never, file));
}

/** What a stack overflow while compiling a file says: the file, and what to change. */
const NESTED_TOO_DEEPLY = 'nested too deeply to compile (the stack overflowed)';

/** A compiler's error as a content error naming the file and place (and, for Markdown inside an expression, the expression: `source` is the file's text). */
function toContentError(error: unknown, relPath: string, source?: string): ContentError {
  if (error instanceof RangeError && /call stack/.test(error.message)) {
    return new ContentError(NESTED_TOO_DEEPLY, { source: { file: relPath }, hint: 'nest quotes, lists and other containers less deeply', cause: error });
  }
  const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  const place = message.place && 'start' in message.place ? message.place.start : message.place;
  // Some MDX errors (an unclosed tag at the end of the file) only name the place in their text.
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(message.reason ?? '');
  const line = place?.line ?? message.line ?? (inText ? Number(inText[1]) : undefined);
  const column = place?.column ?? message.column ?? (inText ? Number(inText[2]) : undefined);
  const reason = message.reason ?? message.message ?? String(error);
  const opened = source !== undefined && line !== undefined && reason.startsWith('Could not parse expression with acorn') ? markdownInExpressionLine(source, line) : undefined;
  if (opened === undefined) return new ContentError(reason, { source: { file: relPath, line, column }, cause: error });
  const { message: text, hint } = markdownInExpressionError(opened, reason);
  return new ContentError(text, { source: { file: relPath, line, column }, hint, cause: error });
}
