import type { Root } from 'hast';
import { bundledLanguages, createHighlighter, type CodeToHastOptions } from 'shiki';
import { createSinglePassTokenizer, SinglePassUnavailable } from './singlePassTokenizer.js';


const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', curl: 'bash', node: 'js', nodejs: 'js', py: 'python', yml: 'yaml', text: 'plaintext', txt: 'plaintext' };

/** A shiki highlighter for one light and one dark theme, loading languages on demand. */
export interface CodeHighlighter {
  themes: { light: string; dark: string };
  /** The shiki language to use for a fence's language, `plaintext` when unknown. */
  resolveLanguage(lang: string | undefined): Promise<string>;
  /** shiki's `codeToHast` for both themes, running the grammar once instead of once per theme. */
  codeToHast(code: string, options: CodeToHastOptions & { lang: string }): Root;
  /** Blocks highlighted in one grammar pass, and the usual two (plain text, or a fallback). */
  stats: { onePass: number; twoPass: number };
}

export async function createCodeHighlighter(themes: { light: string; dark: string }, { singlePass = true } = {}): Promise<CodeHighlighter> {
  // Languages load on first use: preloading a dozen grammars cost about 160 ms per thread, on every cold build.
  const highlighter = await createHighlighter({ themes: [themes.light, themes.dark], langs: [] });
  const tokenizer = singlePass ? createSinglePassTokenizer(highlighter, themes) : undefined;
  const stats = { onePass: 0, twoPass: 0 };
  const twoPass = (code: string, options: CodeToHastOptions) => {
    stats.twoPass++;
    return highlighter.codeToHast(code, options);
  };
  return {
    themes,
    stats,
    codeToHast(code, options) {
      if (!tokenizer || options.lang === 'plaintext') return twoPass(code, options);
      try {
        const hast = tokenizer.run(options.lang, () => highlighter.codeToHast(code, options));
        stats.onePass++;
        return hast;
      } catch (error) {
        if (!(error instanceof SinglePassUnavailable)) throw error;
        return twoPass(code, options);
      }
    },
    async resolveLanguage(lang) {
      const name = lang ? (ALIASES[lang.toLowerCase()] ?? lang.toLowerCase()) : 'plaintext';
      if (name === 'plaintext' || highlighter.getLoadedLanguages().includes(name)) return name;
      if (name in bundledLanguages) {
        await highlighter.loadLanguage(name as keyof typeof bundledLanguages);
        return name;
      }
      return 'plaintext';
    },
  };
}
