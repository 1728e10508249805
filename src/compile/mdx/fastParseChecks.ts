import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';

/** What the fast parser notes while parsing a file (the `env` given to `parse`). */
export interface FastParseEnv {
  /** Why remark must read this file: markdown-it parsed something it reads differently. */
  remarkOnly?: string;
}

/**
 * Hooks into markdown-it's parsers that note, in `env.remarkOnly`, what only shows while
 * parsing and that it reads differently from micromark; `fastPathBlocker` then sends the file
 * to remark. Each was found by the differential test against remark.
 */
export function recordRemarkOnlyParses(md: MarkdownIt): void {
  recordNestingLimit(md);
  afterBlockRule(md, 'fence', (state, startLine) => {
    // A fence left open runs to the end of its container. At the top level both parsers keep
    // the same code; in a quote or list item micromark drops trailing blank lines markdown-it keeps.
    if (state.level > 0 && !endsWithClosingFence(state, startLine, state.tokens.at(-1)!.markup)) return 'an unclosed code fence in a quote or list item';
  });
  afterBlockRule(md, 'reference', (state) => {
    // micromark reads definitions out of a paragraph, so the lines right after one (indented, or
    // lazy in a quote) are that paragraph's.
    const next = state.line;
    if (next >= state.lineMax || state.isEmpty(next)) return undefined;
    if (state.sCount[next]! - state.blkIndent >= 4) return 'an indented line right after a link definition';
    if (state.level > 0) return 'a line right after a link definition in a quote or list item';
  });
  // micromark ends a table at a line of HTML, and reads lines lazily after a quote otherwise.
  afterBlockRule(md, 'table', (state, startLine) => {
    if (followsQuote(state, startLine, 'table_open')) return 'a table right after a quote';
    for (let line = startLine + 2; line < state.line; line++) if (state.src.charCodeAt(state.bMarks[line]! + state.tShift[line]!) === 0x3c) return 'a table row starting with HTML';
  });
  afterBlockRule(md, 'code', (state, startLine) => (followsQuote(state, startLine, 'code_block') ? 'indented code right after a quote' : undefined));
}

/** Whether the block just parsed (its first token of type `type`) comes straight after a quote, with no blank line between. */
function followsQuote(state: StateBlock, startLine: number, type: string): boolean {
  const at = state.tokens.findLastIndex((token) => token.type === type);
  return at > 0 && state.tokens[at - 1]!.type === 'blockquote_close' && startLine > 0 && !state.isEmpty(startLine - 1);
}

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

/** Runs `check` after each success of markdown-it's block rule `name`; a reason it returns goes to `env.remarkOnly`. */
function afterBlockRule(md: MarkdownIt, name: string, check: (state: StateBlock, startLine: number) => string | undefined) {
  const rules = (md.block.ruler as unknown as { __rules__: Array<{ name: string; fn: BlockRule; alt: string[] }> }).__rules__;
  const { fn, alt } = rules.find((rule) => rule.name === name)!;
  md.block.ruler.at(
    name,
    (state, startLine, endLine, silent) => {
      if (!fn(state, startLine, endLine, silent)) return false;
      const reason = silent ? undefined : check(state, startLine);
      if (reason) (state.env as FastParseEnv).remarkOnly ??= reason;
      return true;
    },
    // The same `alt` again: without it the rule would no longer end a paragraph, a quote or a list.
    { alt: [...alt] },
  );
}

/** Whether the fence opened at `startLine` ended on a closing fence (its last line, `state.line - 1`), as markdown-it's `fence` rule decides. */
function endsWithClosingFence(state: StateBlock, startLine: number, markup: string): boolean {
  const last = state.line - 1;
  if (last === startLine || state.sCount[last]! - state.blkIndent >= 4) return false;
  const text = state.src.slice(state.bMarks[last]! + state.tShift[last]!, state.eMarks[last]!).trimEnd();
  return text.length >= markup.length && [...text].every((character) => character === markup[0]);
}

/**
 * markdown-it stops parsing at `maxNesting` levels (20: a list ten deep, twenty quotes) and
 * skips the rest of the container, or reads the rest of the paragraph as text, without a
 * word. Each of its tokenizers checks the level on entry, so wrapping them catches it; remark
 * has no such limit.
 */
function recordNestingLimit(md: MarkdownIt) {
  // The commonmark preset's `maxNesting`, which the option types leave out.
  const limit = (md.options as { maxNesting?: number }).maxNesting ?? 20;
  const note = (state: { level: number; env: FastParseEnv }) => {
    if (state.level >= limit) state.env.remarkOnly ??= 'nesting deeper than markdown-it reads';
  };
  const { block, inline } = md;
  const blockTokenize = block.tokenize.bind(block);
  block.tokenize = (state, startLine, endLine) => {
    note(state as unknown as { level: number; env: FastParseEnv });
    blockTokenize(state, startLine, endLine);
  };
  const inlineTokenize = inline.tokenize.bind(inline);
  inline.tokenize = (state) => {
    note(state);
    inlineTokenize(state);
  };
  const skipToken = inline.skipToken.bind(inline);
  inline.skipToken = (state) => {
    note(state);
    skipToken(state);
  };
}
