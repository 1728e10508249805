import path from 'node:path';
import type Token from 'markdown-it/lib/token.mjs';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { ContentError } from '../../shared/errors.js';
import type { RemovedUrl } from '../../shared/unsafeUrl.js';
import type { ContentFile, Diagnostic, Heading, LinkRef } from '../../types.js';
import { addWarningOnce, unknownLanguageWarning, warningsOf } from './contentWarnings.js';
import { preprocessSource } from './docusaurusSyntax.js';
import type { MagicComment } from './magicComments.js';
import { ADMONITIONS } from './admonitionTypes.js';
import { blankFrontmatter, createFastParser, fastPathBlocker } from './fastMarkdown.js';
import type { FastParseEnv } from './fastParseChecks.js';
import { isKnownLanguage, type CodeHighlighter } from './highlighter.js';
import type { RemarkCompilers } from './remarkCompilers.js';
import { codeElementRenderer, createCodeBlockRenderer, createFenceRenderer, fenceOfToken, rehypeCodeBlocks, type CodeBlockRenderer } from './rehypeCodeBlocks.js';
import { rehypeHeadingAnchors } from './rehypeHeadingAnchors.js';
import { rehypeHeadings } from './rehypeHeadings.js';
import { rehypeLinks } from './rehypeLinks.js';
import { isCodeBlock, tokensToHtml, UnsupportedToken, type FastPage } from './tokensToHtml.js';

/** The result of compiling one markdown or MDX file. */
export interface CompiledContent {
  /** `html`: finished HTML (plain markdown). `mdx`: a JS function body to run with the MDX runtime. */
  format: 'html' | 'mdx';
  output: string;
  headings: Heading[];
  links: LinkRef[];
  brokenMarkdownLinks: LinkRef[];
  /** Markdown link and image URLs taken out because they could run script (see `unsafeUrlScheme`). */
  removedUrls: RemovedUrl[];
  /** True when the content starts with an h1 (Docusaurus's content title), which then stands in for the page's own. */
  contentTitle?: boolean;
  /** What the file uses that renders otherwise than written (an unknown admonition or code language). */
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
  fileToRoute: ReadonlyMap<string, string>;
  /** false: never take the markdown-it path (to compare both paths). */
  fastMarkdown?: boolean;
  /** The admonition keywords (`:::tip`); `ADMONITIONS` by default. */
  admonitions?: readonly string[];
  /** The magic comments of code blocks (`// highlight-next-line`); `DEFAULT_MAGIC_COMMENTS` by default. */
  magicComments?: readonly MagicComment[];
  /** The content folders, absolute, which links to markdown files are also resolved against (see `markdownLinkTarget`). */
  contentRoots?: readonly string[];
}

/**
 * Three ways in, written to look the same whichever is taken:
 * - plain `.md` that markdown-it reads as remark would: markdown-it, straight to the HTML
 *   the remark path writes (`tokensToHtml`), about ten times faster to compile;
 * - other plain `.md`: unified with remark, straight to an HTML string;
 * - `.mdx`, and `.md` files that use imports or components: @mdx-js/mdx.
 */
export function createMarkdownCompiler(options: CompilerOptions): MarkdownCompiler {
  const admonitions = options.admonitions ?? ADMONITIONS;
  const admonitionSet = new Set(admonitions);
  const isKnown = (lang: string | undefined) => isKnownLanguage(options.highlighter, lang);
  const rehypePluginsWith = (renderCode: CodeBlockRenderer): PluggableList => [
    rehypeHeadings,
    rehypeHeadingAnchors,
    [rehypeLinks, { fileToRoute: options.fileToRoute, root: options.root, contentRoots: options.contentRoots }],
    // Last: highlighted code is a span per token, which no other plugin needs to walk.
    [rehypeCodeBlocks, { render: renderCode, isKnown }],
  ];
  // Plain markdown's blocks as HTML, shared by both of its paths.
  const htmlFences = createFenceRenderer(options.highlighter, 'html', options.magicComments);
  const rehypePlugins = { html: rehypePluginsWith(codeElementRenderer(htmlFences)), mdx: rehypePluginsWith(createCodeBlockRenderer(options.highlighter, 'hast', options.magicComments)) };
  const fastParser = createFastParser(admonitionSet);
  // remark and MDX load on the first file that needs them: a site of plain markdown never
  // does, and their modules took about 0.3 s to load on every build.
  let remark: Promise<RemarkCompilers> | undefined;
  const remarkCompilers = () => (remark ??= import('./remarkCompilers.js').then((module) => module.createRemarkCompilers(rehypePlugins, { keywords: admonitions })));

  /** The page through markdown-it, or undefined when the file needs remark. */
  const compileFast = async (content: ContentFile): Promise<(FastPage & { warnings: Diagnostic[] }) | undefined> => {
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
      return { ...tokensToHtml(tokens, text, { file: content.file, relFile, fileToRoute: options.fileToRoute, contentRoots: options.contentRoots, codeBlocks }), warnings };
    } catch (error) {
      if (error instanceof UnsupportedToken) return undefined;
      throw error;
    }
  };

  return {
    async compile(content) {
      const useMdx = content.format === 'mdx' || needsMdx(content.source);
      const source = preprocessSource(content.source, { mdx: useMdx, admonitions: admonitionSet });
      try {
        const fast = useMdx || options.fastMarkdown === false ? undefined : await compileFast({ ...content, source });
        if (fast) return withContentTitle({ format: 'html', output: fast.html, headings: fast.headings, links: fast.links, brokenMarkdownLinks: fast.brokenMarkdownLinks, removedUrls: fast.removedUrls, warnings: fast.warnings }, fast.contentTitle);
        const file = new VFile({ path: content.file, value: source, data: { relPath: content.relPath } });
        const output = await processFile((await remarkCompilers())[useMdx ? 'mdx' : 'markdown'], file);
        const compiled: CompiledContent = {
          format: useMdx ? 'mdx' : 'html',
          output,
          headings: (file.data.headings as Heading[]) ?? [],
          links: (file.data.links as LinkRef[]) ?? [],
          brokenMarkdownLinks: (file.data.brokenMarkdownLinks as LinkRef[]) ?? [],
          removedUrls: (file.data.removedUrls as RemovedUrl[]) ?? [],
          warnings: warningsOf(file),
        };
        return withContentTitle(compiled, file.data.contentTitle === true);
      } catch (error) {
        throw toContentError(error, content.relPath);
      }
    },
  };
}

/** The compiled file, saying it has a content title only when it has one (so other output keeps its shape). */
const withContentTitle = (compiled: CompiledContent, contentTitle: boolean | undefined): CompiledContent => (contentTitle ? { ...compiled, contentTitle: true } : compiled);

/** A `.md` file needs the MDX compiler when it imports, exports or uses a component. */
export function needsMdx(source: string): boolean {
  const withoutCode = source.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
  return /^(import|export)\s/m.test(withoutCode) || /<[A-Z][\w.]*[\s/>]/.test(withoutCode);
}

/** The parts of a unified processor `processFile` calls. */
interface Stages {
  parse(file: VFile): unknown;
  run(tree: never, file: VFile): Promise<unknown>;
  stringify(tree: never, file: VFile): unknown;
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

function toContentError(error: unknown, relPath: string): ContentError {
  if (error instanceof RangeError && /call stack/.test(error.message)) {
    return new ContentError(NESTED_TOO_DEEPLY, { source: { file: relPath }, hint: 'nest quotes, lists and other containers less deeply', cause: error });
  }
  const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  const place = message.place && 'start' in message.place ? message.place.start : message.place;
  // Some MDX errors (an unclosed tag at the end of the file) only name the place in their text.
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(message.reason ?? '');
  const line = place?.line ?? message.line ?? (inText ? Number(inText[1]) : undefined);
  const column = place?.column ?? message.column ?? (inText ? Number(inText[2]) : undefined);
  return new ContentError(message.reason ?? message.message ?? String(error), { source: { file: relPath, line, column }, cause: error });
}
