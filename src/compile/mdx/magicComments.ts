/**
 * A magic comment, as Docusaurus's `themeConfig.prism.magicComments` declares it: a comment
 * line that gives the next line (`line`) or the lines between two comments (`block`) a class.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** The class docsite's theme styles as a highlighted line. */
export const HIGHLIGHTED_LINE = 'highlighted';

/** Docusaurus's default: `highlight-next-line` and `highlight-start`/`highlight-end`. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [{ className: HIGHLIGHTED_LINE, line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

/** Docusaurus's class for highlighted lines, which docsite's theme calls `highlighted`. */
const DOCUSAURUS_HIGHLIGHTED_LINE = 'theme-code-block-highlighted-line';

/** A Docusaurus magic comment in docsite's terms (its highlighted-line class is the theme's own). */
export const fromDocusaurusMagicComment = (comment: MagicComment): MagicComment => ({ ...comment, className: comment.className === DOCUSAURUS_HIGHLIGHTED_LINE ? HIGHLIGHTED_LINE : comment.className });

/** Comment syntaxes, as the regular expressions around a directive (Docusaurus's `commentPatterns`). */
const COMMENT_STYLES = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  lisp: ['\\;', ''],
  tex: ['%', ''],
} as const;
type CommentStyle = keyof typeof COMMENT_STYLES;

/** Which comments a language has; a language not listed may have any of them (as in Docusaurus). */
function stylesOf(lang: string | undefined): CommentStyle[] {
  switch (lang?.toLowerCase()) {
    case 'js': case 'javascript': case 'ts': case 'typescript': case 'java': case 'kotlin': case 'swift': case 'go': case 'rust': case 'c': case 'cpp': case 'csharp': case 'css': case 'scss': case 'groovy': case 'objectivec': case 'objc':
      return ['js', 'jsBlock'];
    case 'jsx': case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html': case 'xml': case 'vue': case 'svelte':
      return ['js', 'jsBlock', 'html'];
    case 'python': case 'py': case 'bash': case 'sh': case 'shell': case 'zsh': case 'yaml': case 'yml': case 'toml': case 'ruby': case 'powershell': case 'dockerfile':
      return ['bash'];
    case 'markdown': case 'md': case 'mdx':
      return ['html', 'jsx', 'bash'];
    case 'lua': case 'haskell': case 'sql':
      return ['lua'];
    case 'wasm':
      return ['wasm'];
    case 'lisp': case 'clojure': case 'scheme': case 'ini':
      return ['lisp'];
    case 'tex': case 'latex': case 'matlab':
      return ['tex'];
    default:
      return Object.keys(COMMENT_STYLES) as CommentStyle[];
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const directiveNames = (comments: readonly MagicComment[]) => comments.flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end]).filter((name): name is string => Boolean(name));

/** A line that is only a magic comment; group 1 is its directive. */
function directivePattern(lang: string | undefined, comments: readonly MagicComment[]): RegExp {
  const names = directiveNames(comments).map(escapeRegExp).join('|');
  const forms = stylesOf(lang).map((style) => `${COMMENT_STYLES[style][0]}\\s*(${names})\\s*${COMMENT_STYLES[style][1]}`);
  return new RegExp(`^\\s*(?:${forms.join('|')})\\s*$`);
}

/**
 * The code without its magic comment lines, and the classes they give the remaining lines
 * (1-based line numbers). A block left open runs to the end of the code.
 */
export function applyMagicComments(code: string, lang: string | undefined, comments: readonly MagicComment[]): { code: string; lineClasses: Map<number, string[]> } {
  const lineClasses = new Map<number, string[]>();
  // Most code has no magic comment: only code that names one is read line by line.
  const pattern = directiveNames(comments).some((name) => code.includes(name)) ? directivePattern(lang, comments) : undefined;
  if (!pattern) return { code, lineClasses };
  const kept: string[] = [];
  const open = new Map<string, number>();
  const add = (line: number, className: string) => {
    const classes = lineClasses.get(line) ?? [];
    if (!classes.includes(className)) classes.push(className);
    lineClasses.set(line, classes);
  };
  /** Classes waiting for the next kept line. */
  let pending: string[] = [];
  for (const line of code.split('\n')) {
    const directive = pattern.exec(line)?.slice(1).find((name) => name !== undefined);
    const comment = directive && comments.find((candidate) => [candidate.line, candidate.block?.start, candidate.block?.end].includes(directive));
    if (!comment) {
      kept.push(line);
      for (const className of [...pending, ...open.keys()]) add(kept.length, className);
      pending = [];
      continue;
    }
    if (directive === comment.line) pending.push(comment.className);
    else if (directive === comment.block?.start) open.set(comment.className, kept.length + 1);
    else open.delete(comment.className);
  }
  return { code: kept.join('\n'), lineClasses };
}
