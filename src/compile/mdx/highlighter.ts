import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { bundledLanguages, createHighlighter, type CodeToHastOptions, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { loadRegexTable, PrecompiledRegexes, type SerializedRegex } from './regexTable.js';
import { LANGUAGE_ALIASES, sharedHighlighters as shared } from './lazyHighlighter.js';
import { createSinglePassTokenizer, SinglePassUnavailable, type SinglePassTokenizer } from './singlePassTokenizer.js';

/** A shiki highlighter for one light and one dark theme, loading languages on demand. */
export interface CodeHighlighter {
  themes: { light: string; dark: string };
  /** The shiki language to use for a fence's language, `plaintext` when unknown. */
  resolveLanguage(lang: string | undefined): Promise<string>;
  /** shiki's `codeToHast` for both themes, running the grammar once instead of once per theme. */
  codeToHast(code: string, options: CodeToHastOptions & { lang: string }): Promise<Root>;
  /**
   * The `<pre>` element of `codeToHast` as HTML (hast-util-to-html's), with classes on lines
   * (`highlighted`, a magic comment's), extra classes on the `<pre>`, a class and a style on the `<code>`: made straight from the grammar's tokens, without shiki's token objects
   * or hast, when the grammar runs in one pass (else through `codeToHast`).
   */
  codeToHtml(code: string, options: { lang: string; lineClasses: ReadonlyMap<number, readonly string[]>; preClass?: string; codeClass?: string; codeStyle?: string }): Promise<string>;
  /**
   * Blocks highlighted in one grammar pass, and the usual two (plain text, or a fallback);
   * regular expressions taken from the install-time table; lines tokenized in one pass, and
   * those of them answered from the line cache.
   */
  stats: { onePass: number; twoPass: number; readonly precompiled: number; readonly lines: number; readonly cachedLines: number };
}

/**
 * `engine: 'oniguruma'` runs every grammar on shiki's default engine (tests compare the two);
 * `singlePass: false` highlights the usual way, once per theme; `regexTable` (for tests)
 * replaces the install-time table, or `false` leaves it out.
 */
export async function createCodeHighlighter(
  themes: { light: string; dark: string },
  { singlePass = true, engine = 'javascript' as 'javascript' | 'oniguruma', regexTable = undefined as Map<string, SerializedRegex> | false | undefined } = {},
): Promise<CodeHighlighter> {
  // Languages load on first use: preloading a dozen grammars cost about 160 ms per thread, on every cold build.
  // Grammars run on JavaScript's own regular expressions (shiki's JavaScript engine): the same
  // tokens as the Oniguruma WebAssembly engine for the languages docs use, about a fifth
  // faster, and no WebAssembly to compile at start. A grammar holding a pattern JavaScript
  // cannot express fails as it is tokenized; that language then goes to Oniguruma.
  const table = regexTable === false ? undefined : (regexTable ?? loadRegexTable());
  const cache = table && new PrecompiledRegexes(table);
  const highlighter = await createHighlighter({ themes: [themes.light, themes.dark], langs: [], ...(engine === 'javascript' && { engine: createJavaScriptRegexEngine({ cache }) }) });
  let oniguruma: Promise<Highlighter> | undefined;
  /** Languages the JavaScript engine failed on, and the Oniguruma highlighter that runs them. */
  const onOniguruma = new Map<string, Highlighter>();
  const moveToOniguruma = async (lang: string) => {
    const fallback = await (oniguruma ??= createHighlighter({ themes: [themes.light, themes.dark], langs: [] }));
    await fallback.loadLanguage(lang as keyof typeof bundledLanguages);
    onOniguruma.set(lang, fallback);
  };
  const tokenizer = singlePass ? createSinglePassTokenizer(highlighter, themes) : undefined;
  const stats = {
    onePass: 0,
    twoPass: 0,
    get precompiled() { return cache?.served ?? 0; },
    get lines() { return tokenizer?.stats.lines ?? 0; },
    get cachedLines() { return tokenizer?.stats.cachedLines ?? 0; },
  };
  const twoPass = (code: string, options: CodeToHastOptions & { lang: string }) => {
    stats.twoPass++;
    return (onOniguruma.get(options.lang) ?? highlighter).codeToHast(code, options);
  };
  const highlight = (code: string, options: CodeToHastOptions & { lang: string }) => {
    if (!tokenizer || options.lang === 'plaintext' || onOniguruma.has(options.lang)) return twoPass(code, options);
    try {
      const hast = tokenizer.run(options.lang, () => highlighter.codeToHast(code, options));
      stats.onePass++;
      return hast;
    } catch (error) {
      if (!(error instanceof SinglePassUnavailable)) throw error;
      return twoPass(code, options);
    }
  };
  let preOpen: string | undefined;
  /** shiki's `<pre>` start tag for these themes (the same for every language). */
  const preStart = () => (preOpen ??= /^<pre[^>]*>/.exec(toHtml(highlighter.codeToHast('', { lang: 'plaintext', themes, defaultColor: false })))![0]);
  const codeToHast: CodeHighlighter['codeToHast'] = async (code, given) => {
    // No time limit per line (shiki stops at 500 ms and leaves the rest of the line plain):
    // a line that is slow only because the machine is busy, or because its patterns are
    // compiled on first use, must highlight the same as on any other build.
    const options = { ...given, tokenizeTimeLimit: 0 };
    try {
      return highlight(code, options);
    } catch (error) {
      if (options.lang === 'plaintext' || onOniguruma.has(options.lang)) throw error;
      await moveToOniguruma(options.lang);
      return highlight(code, options);
    }
  };
  return {
    themes,
    stats,
    codeToHast,
    codeToHtml: (code, options) => codeToHtml(code, options, { tokenizer, onOniguruma, preStart, codeToHast, stats, themes }),
    async resolveLanguage(lang) {
      const name = lang ? (LANGUAGE_ALIASES[lang.toLowerCase()] ?? lang.toLowerCase()) : 'plaintext';
      if (name === 'plaintext' || highlighter.getLoadedLanguages().includes(name)) return name;
      if (name in bundledLanguages) {
        await highlighter.loadLanguage(name as keyof typeof bundledLanguages);
        return name;
      }
      return 'plaintext';
    },
  };
}

/** What `codeToHtml` uses of its highlighter. */
interface HtmlParts {
  tokenizer: SinglePassTokenizer | undefined;
  onOniguruma: ReadonlyMap<string, Highlighter>;
  /** shiki's `<pre>` start tag for these themes. */
  preStart: () => string;
  codeToHast: CodeHighlighter['codeToHast'];
  stats: { onePass: number };
  themes: { light: string; dark: string };
}

/** A code block's HTML: straight from the single-pass tokens when it can, else through shiki's hast. */
async function codeToHtml(code: string, { lang, lineClasses, preClass, codeClass, codeStyle }: Parameters<CodeHighlighter['codeToHtml']>[1], { tokenizer, onOniguruma, preStart, codeToHast, stats, themes }: HtmlParts): Promise<string> {
  const lineClass = (line: number) => (lineClasses.has(line) ? `line ${lineClasses.get(line)!.join(' ')}` : 'line');
  // The attributes in the order hast-util-to-html writes them below: class, then style.
  const codeOpen = `<code${codeClass ? ` class="${codeClass}"` : ''}${codeStyle ? ` style="${codeStyle}"` : ''}>`;
  if (tokenizer && lang !== 'plaintext' && !onOniguruma.has(lang)) {
    const start = withClass(preStart(), preClass);
    try {
      const html = `${start}${codeOpen}${tokenizer.linesToHtml(lang, code, lineClass)}</code></pre>`;
      stats.onePass++;
      return html;
    } catch {
      // A grammar the JavaScript engine cannot run, or an unexpected state: shiki's way below.
    }
  }
  const hast = await codeToHast(code, {
    lang,
    themes,
    defaultColor: false,
    transformers: [{ line: (node, line) => void (lineClasses.has(line) && ((node.properties.class as string) = lineClass(line))) }],
  });
  const pre = hast.children[0] as Element;
  if (preClass) pre.properties.class = `${String(pre.properties.class)} ${preClass}`;
  const codeElement = pre.children[0] as Element;
  if (codeClass) codeElement.properties.className = [codeClass];
  if (codeStyle) codeElement.properties.style = codeStyle;
  return toHtml(hast);
}

/** A start tag with one more class. */
const withClass = (tag: string, extra: string | undefined) => (extra ? tag.replace(/ class="([^"]*)"/, ` class="$1 ${extra}"`) : tag);

/**
 * One highlighter per pair of themes for the life of the process (builds ask for it through
 * `lazySharedCodeHighlighter`, which loads this module on the first block to highlight): `docsite dev` rebuilds in
 * one process, and a new highlighter per rebuild loaded each grammar and compiled its patterns
 * again on every edit. A process that builds once lets it go after its last page
 * (`releaseSharedCodeHighlighters`).
 */
export function sharedCodeHighlighter(themes: { light: string; dark: string }): Promise<CodeHighlighter> {
  const key = `${themes.light}\0${themes.dark}`;
  let highlighter = shared.get(key);
  if (!highlighter) {
    highlighter = createCodeHighlighter(themes);
    // A failed start is not kept: the next build tries again.
    highlighter.catch(() => shared.delete(key));
    shared.set(key, highlighter);
  }
  return highlighter;
}
