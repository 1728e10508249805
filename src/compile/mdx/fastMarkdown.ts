import MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import { FRONTMATTER_BLOCK } from '../../shared/frontmatterBlock.js';
import { recordRemarkOnlyParses, type FastParseEnv } from './fastParseChecks.js';
import { ADMONITIONS } from './admonitionTypes.js';

/**
 * The fast parser for plain `.md` files: markdown-it, about 30 times faster than micromark
 * on the benchmark corpus, set up to read markdown the way the remark pipeline does
 * (CommonMark, GFM tables, raw HTML, `:::tip[Title]` admonitions). It only takes the
 * files it reads identically: `fastPathBlocker` sends every file that uses a construct the
 * two parsers treat differently (footnotes, task lists, strikethrough, autolink literals,
 * other directives) to the remark pipeline, and a test compares both on real content.
 */
export function createFastParser(admonitions: ReadonlySet<string> = new Set(ADMONITIONS)): MarkdownIt {
  const md = new MarkdownIt('commonmark', { html: true });
  md.enable('table');
  // Keep URLs as remark writes them: same percent-encoding, nothing dropped or punycoded.
  md.normalizeLink = (url) => normalizeUri(url);
  md.normalizeLinkText = (text) => text;
  md.validateLink = () => true;
  md.block.ruler.before('fence', 'admonition', admonitionRule(admonitions), { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  // markdown-it's first rule rewrites every line ending (and NUL) of every file: a copy of the
  // source made by thousands of replacements. Only a CR or a NUL needs it.
  const normalize = (md.core.ruler as unknown as { __rules__: Array<{ name: string; fn: (state: { src: string }) => void }> }).__rules__.find((rule) => rule.name === 'normalize')!.fn;
  md.core.ruler.at('normalize', (state) => {
    if (/[\r\0]/.test(state.src)) normalize(state);
  });
  recordLinkSource(md, 'link');
  recordLinkSource(md, 'autolink');
  recordLinkSource(md, 'image');
  recordRemarkOnlyParses(md);
  return md;
}

/** Where a link starts in its inline content, to give link-check messages a line and column. */
export interface LinkSourceMeta {
  offset: number;
  text: string;
}

/** Wraps an inline rule so each link or image it makes remembers its offset and markdown source. */
function recordLinkSource(md: MarkdownIt, name: 'link' | 'autolink' | 'image') {
  const rules = (md.inline.ruler as unknown as { __rules__: Array<{ name: string; fn: (state: StateInline, silent: boolean) => boolean }> }).__rules__;
  const original = rules.find((rule) => rule.name === name)!.fn;
  md.inline.ruler.at(name, (state, silent) => {
    const start = state.pos;
    const first = state.tokens.length;
    if (!original(state, silent)) return false;
    // Pending text is flushed into a token first, so the link may not be the first new token.
    const open = state.tokens.slice(first).find((token) => token.type === 'link_open' || token.type === 'image');
    if (!silent && open) open.meta = { offset: start, text: state.src.slice(start, state.pos) } satisfies LinkSourceMeta;
    return true;
  });
}

const ADMONITION_OPEN = /^:::([a-z]+)(?:\[([^\[\]\n]*)\])?[ \t]*$/;
const FENCE_CLOSE = /^:::[ \t]*$/;

/**
 * `:::note` or `:::note[Title]` up to a `:::` line, as remark-directive reads them when
 * not nested, for the given keywords. Anything else starting with `::` stays a paragraph,
 * which sends the file to the remark pipeline.
 */
const admonitionRule = (admonitions: ReadonlySet<string>) => (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const lineText = (line: number) => state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]!);
  const open = ADMONITION_OPEN.exec(lineText(startLine));
  if (!open || !admonitions.has(open[1]!)) return false;
  let closeLine = -1;
  for (let line = startLine + 1; line < endLine; line++) {
    const blank = state.isEmpty(line);
    if (!blank && state.sCount[line]! < state.blkIndent) break;
    if (!blank && FENCE_CLOSE.test(lineText(line)) && state.sCount[line]! - state.blkIndent < 4) {
      closeLine = line;
      break;
    }
    // A nested container: leave the whole file to remark, which knows which fence closes which.
    if (lineText(line).startsWith('::')) return false;
  }
  if (closeLine < 0) return false;
  if (silent) return true;

  const openToken = state.push('admonition_open', 'aside', 1);
  openToken.info = open[1]!;
  openToken.map = [startLine, closeLine + 1];
  if (open[2] !== undefined) {
    const label = state.push('inline', '', 0);
    label.content = open[2];
    label.map = [startLine, startLine + 1];
    label.children = [];
    label.meta = { admonitionLabel: true };
  }
  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'admonition' as typeof state.parentType;
  state.lineMax = closeLine;
  state.md.block.tokenize(state, startLine + 1, closeLine);
  state.parentType = oldParent;
  state.lineMax = oldLineMax;
  state.push('admonition_close', 'aside', -1);
  state.line = closeLine + 1;
  return true;
};

/** Prose that remark would read as something markdown-it does not: a directive, strikethrough, an autolink literal. */
// A text directive's name starts with anything but whitespace or punctuation (`:30[x]` is one,
// as remark-directive reads it), then may take `-` and `_` too.
const TEXT_DIRECTIVE = String.raw`:[^\s\p{P}\p{S}](?:[^\s\p{P}\p{S}]|[-_])*(?:[[{]|$)`;
// An email literal needs `local@domain.tld`; `@scope/package` or `@mention` is left alone.
const REMARK_ONLY_TEXT = new RegExp(String.raw`${TEXT_DIRECTIVE}|::|~|www\.|https?:|mailto:|xmpp:|[\w.+-]@[\w-]+\.`, 'u');
const REMARK_ONLY_IN_LINK = new RegExp(String.raw`${TEXT_DIRECTIVE}|::|~`, 'u');
const TASK_MARKER = /^\[[ xX]\]/;
/** A first line that opens frontmatter, which `blankFrontmatter` leaves in place only when no line closes it. */
const UNCLOSED_FRONTMATTER = /^---[ \t]*\r?\n/;

/**
 * Why this file must go to the remark pipeline, or undefined when markdown-it reads it the
 * same way. Checked on the tokens, so code and HTML never count: only prose does.
 */
export function fastPathBlocker(source: string, tokens: Token[], env: FastParseEnv): string | undefined {
  if (env.remarkOnly) return env.remarkOnly;
  if (source.includes('[^')) return 'a footnote';
  // micromark, having tried and failed to read frontmatter, reads later tables differently.
  if (UNCLOSED_FRONTMATTER.test(source)) return 'an unclosed frontmatter fence';
  // remark keeps CR line endings in text where markdown-it normalises them.
  if (source.includes('\r')) return 'CRLF line endings';
  for (const token of tokens) {
    if (token.type !== 'inline') continue;
    if (token.content.startsWith('::')) return 'a directive';
    let inLink = 0;
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') inLink++;
      if (child.type === 'link_close') inLink--;
      // Inside a link, GFM makes no autolink literals, but a directive would still be one.
      const remarkOnly = inLink ? REMARK_ONLY_IN_LINK : REMARK_ONLY_TEXT;
      if (child.type === 'text' && remarkOnly.test(child.content)) return `the text "${child.content.slice(0, 40)}"`;
      if (child.type === 'text' && TASK_MARKER.test(child.content)) return 'a task list item';
      // micromark strips continuation-line indentation inside inline HTML differently.
      if (child.type === 'html_inline' && child.content.includes('\n')) return 'inline HTML over several lines';
    }
  }
  return undefined;
}

/** YAML frontmatter (as remark-frontmatter reads it) replaced by as many empty lines, so line numbers stay right. */
export function blankFrontmatter(source: string): string {
  const match = FRONTMATTER_BLOCK.exec(source);
  return match ? match[0].replace(/[^\n]/g, '') + source.slice(match[0].length) : source;
}
