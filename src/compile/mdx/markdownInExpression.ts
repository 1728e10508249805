/** A line that opens a JavaScript expression ending in a JSX tag, `{props.debug && <div>`, with the expression left open. */
const EXPRESSION_OPENS_JSX = /\{[^{}]*<[A-Za-z][\w.]*(?:\s[^<>]*)?>\s*$/;

/**
 * Where a file wraps Markdown in a JavaScript expression (`{cond && <div>`, a blank line, then
 * Markdown up to `</div>}`), which MDX 1 (Docusaurus 2) read and MDX 2 and later (Docusaurus 3
 * too) reject with "Could not parse expression with acorn" somewhere inside the Markdown: the
 * line that opens the expression, the nearest before the error with a blank line between.
 */
export function markdownInExpressionLine(source: string, errorLine: number): number | undefined {
  const lines = source.split('\n');
  let blank = false;
  for (let index = Math.min(errorLine, lines.length) - 1; index >= 0; index--) {
    const line = lines[index]!;
    if (EXPRESSION_OPENS_JSX.test(line)) return blank ? index + 1 : undefined;
    if (line.trim() === '') blank = true;
  }
  return undefined;
}

/** The message and hint for Markdown inside an expression opened at `line`. */
export function markdownInExpressionError(line: number, reason: string) {
  return {
    message: `the JavaScript expression opened at line ${line} holds Markdown, which MDX 1 (Docusaurus 2) read and MDX 2 and later (Docusaurus 3 too) do not (${reason})`,
    hint: 'keep Markdown out of {…}: put the condition in a component that renders its children (<Show when={props.debug}>…</Show>), or write the content as JSX',
  };
}
