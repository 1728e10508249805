import type { Diagnostic } from '../../types.js';

/** Where a warning points: the file (as a path or a vfile) and, when known, a line and column. */
type Place = { line?: number; column?: number } | undefined;

/** The warnings a remark or rehype plugin found in a file, kept in `file.data.warnings` (created on first use). */
export function warningsOf(file: { data: Record<string, unknown> }): Diagnostic[] {
  return ((file.data.warnings as Diagnostic[] | undefined) ??= []);
}

/** The path to print: the file's path from the site root, which `compileMarkdown` puts in `file.data.relPath`. */
export const relPathOf = (file: { path?: string; data: Record<string, unknown> }) => (file.data.relPath as string | undefined) ?? file.path ?? '';

/** Adds a warning unless the file has one of the same code and message already (one per language, not per block). */
export function addWarningOnce(warnings: Diagnostic[], warning: Diagnostic): void {
  if (!warnings.some((known) => known.code === warning.code && known.message === warning.message)) warnings.push(warning);
}

/** `:::foo` of no admonition keyword: shown as its content without a box. */
export function unknownAdmonitionWarning(name: string, file: { path?: string; data: Record<string, unknown> }, place: Place, keywords: readonly string[]): Diagnostic {
  return {
    severity: 'warning',
    code: 'unknown-admonition',
    message: `:::${name} is not an admonition type: its content is shown without a box`,
    source: { file: relPathOf(file), line: place?.line, column: place?.column },
    hint: `the admonition types are ${keywords.join(', ')}; more go in ${(file.data.admonitionsOption as string | undefined) ?? DEFAULT_ADMONITIONS_OPTION}`,
  };
}

/** Where more admonition types go, unless the file's section names its own option (`admonitionsOption` in its data, see `compileMarkdown`). */
const DEFAULT_ADMONITIONS_OPTION = "the docs preset's admonitions.keywords";

/** A fence's language shiki does not know: the block is shown as plain text. */
export function unknownLanguageWarning(lang: string, relFile: string, line: number | undefined): Diagnostic {
  return {
    severity: 'warning',
    code: 'unknown-code-language',
    message: `code block language '${lang}' is not known: highlighted as plain text`,
    source: { file: relFile, line },
    hint: 'name a language shiki knows (https://shiki.style/languages), or text',
  };
}

/**
 * A page MDX 2 and later reject, read as MDX 1 (Docusaurus 2) read it: autolinks as links and
 * a `<` that opens no JSX as text (`compileRepairingMdx1`). Named where MDX stopped.
 */
export function legacyMdxWarning(error: { message: string; source?: { file: string; line?: number; column?: number } }): Diagnostic {
  return {
    severity: 'warning',
    code: 'legacy-mdx-page',
    message: `read as MDX 1 (Docusaurus 2) reads it, autolinks as links and a \`<\` that opens no JSX as text; MDX 2 and later stop here: ${error.message}`,
    source: error.source,
    hint: 'write [text](url) for an autolink and \\< for a literal <, as Docusaurus 3 requires',
  };
}
