import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki';


const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', curl: 'bash', node: 'js', nodejs: 'js', py: 'python', yml: 'yaml', text: 'plaintext', txt: 'plaintext' };

/** A shiki highlighter for one light and one dark theme, loading languages on demand. */
export interface CodeHighlighter {
  highlighter: Highlighter;
  themes: { light: string; dark: string };
  /** The shiki language to use for a fence's language, `plaintext` when unknown. */
  resolveLanguage(lang: string | undefined): Promise<string>;
}

export async function createCodeHighlighter(themes: { light: string; dark: string }): Promise<CodeHighlighter> {
  // Languages load on first use: preloading a dozen grammars cost about 160 ms per thread, on every cold build.
  const highlighter = await createHighlighter({ themes: [themes.light, themes.dark], langs: [] });
  return {
    highlighter,
    themes,
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
