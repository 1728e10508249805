import type { CodeHighlighter } from './highlighter.js';

/** Fence languages that name another: what shiki calls them. */
export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', curl: 'bash', node: 'js', nodejs: 'js', py: 'python', yml: 'yaml', text: 'plaintext', txt: 'plaintext' };

/** Names for plain text, which are known languages though no grammar highlights them. */
const PLAIN_TEXT = new Set(['plaintext', 'plain', 'none']);

/**
 * Whether a fence's language is one the highlighter knows (or plain text, or none given):
 * one of shiki's bundled languages, as `CodeHighlighter.resolveLanguage` decides, read from
 * the list alone (`shiki/langs`), so a page whose blocks all come from the code block cache
 * never starts shiki to be checked.
 */
export async function isKnownLanguage(lang: string | undefined): Promise<boolean> {
  if (!lang) return true;
  const name = LANGUAGE_ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  return PLAIN_TEXT.has(name) || name in (await bundledLanguages());
}

let languages: Promise<Record<string, unknown>> | undefined;
/** The list, imported on the first fence that names a language (about 10 ms at start, which a build of cached blocks only may not spend). */
const bundledLanguages = () => (languages ??= import('shiki/langs').then((module) => module.bundledLanguages));

/**
 * A highlighter that starts the real one (`start`: shiki, its themes and engine, about 0.2 s
 * of module loading and more to set up) on the first block it is asked to highlight: a build
 * whose blocks all come from the code block cache (`codeBlockCache.ts`) never loads shiki.
 */
export function lazyCodeHighlighter(themes: { light: string; dark: string }, start: () => Promise<CodeHighlighter>): CodeHighlighter {
  let started: Promise<CodeHighlighter> | undefined;
  let real: CodeHighlighter | undefined;
  const highlighter = () => (started ??= start().then((value) => (real = value)));
  const noStats = { onePass: 0, twoPass: 0, precompiled: 0, lines: 0, cachedLines: 0 };
  return {
    themes,
    get stats() {
      return real?.stats ?? noStats;
    },
    resolveLanguage: async (lang) => (await highlighter()).resolveLanguage(lang),
    codeToHast: async (code, options) => (await highlighter()).codeToHast(code, options),
    codeToHtml: async (code, options) => (await highlighter()).codeToHtml(code, options),
  };
}

/** The process's shared highlighter for these themes (`sharedCodeHighlighter`), loaded and started on first use. */
export const lazySharedCodeHighlighter = (themes: { light: string; dark: string }): CodeHighlighter =>
  lazyCodeHighlighter(themes, () => import('./highlighter.js').then((module) => module.sharedCodeHighlighter(themes)));

/**
 * The process's highlighters by pair of themes (`sharedCodeHighlighter`), here so that they can
 * be released without loading shiki.
 */
export const sharedHighlighters = new Map<string, Promise<CodeHighlighter>>();

/**
 * Lets the process's highlighters go (`docsite build`, once its last page rendered): with
 * their grammars, compiled patterns and line caches they were the largest thing the main
 * thread held after the last page (about 95 MB at 5,000 realistic pages), to the end of the
 * build, where the search thread's packing makes the peak. A later build makes a new one.
 */
export function releaseSharedCodeHighlighters(): void {
  sharedHighlighters.clear();
}
