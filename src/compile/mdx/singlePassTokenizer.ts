import type { Highlighter } from 'shiki';
import { detached } from '../../shared/detached.js';
import { joinStrings } from '../../shared/joinStrings.js';
import { LineTokenCache, MAX_CACHED_LINES, type LineBudget } from './lineTokenCache.js';
import { createSpanStyles, type LoadedTheme, type SpanStyles, type Style } from './spanStyles.js';

/**
 * Highlighting with a light and a dark theme made shiki run each grammar twice per code
 * block, once per theme, and that was two thirds of compiling a plain markdown page. The
 * grammar's work (the regular expressions) does not depend on the theme; only the colour
 * looked up for each scope path does. So for the length of one `codeToHast` call this
 * runs the grammar once, under a stand-in theme whose "colour" for a scope path is the
 * pair of both themes' styles for it, and hands shiki each theme's tokens as the grammar
 * would have made them: the second pass is answered from the first. A test compares the
 * output with shiki's own two-pass output on many blocks.
 *
 * This leans on vscode-textmate internals (the grammar's theme provider, the token
 * metadata layout); anything unexpected throws `SinglePassUnavailable` and the caller
 * highlights the usual way.
 */

interface ScopePath {
  scopeName: string;
  parent: ScopePath | null;
}

interface TextmateTheme {
  match(path: ScopePath): { fontStyle: number; foregroundId: number; backgroundId: number } | null;
  getDefaults(): { fontStyle: number; foregroundId: number; backgroundId: number };
  getColorMap(): string[];
}

interface ThemeProvider {
  _theme: TextmateTheme;
}

interface LineResult {
  tokens: Uint32Array;
  ruleStack: unknown;
  stoppedEarly: boolean;
}

interface Grammar {
  themeProvider: ThemeProvider;
  tokenizeLine2(line: string, state: unknown, timeLimit?: number): LineResult;
}

/** Thrown when a block cannot be tokenized in one pass; the caller falls back to shiki's two passes. */
export class SinglePassUnavailable extends Error {}

// vscode-textmate's token metadata: bits 0–10 language, token type and brackets; then style.
const KEEP_MASK = 0x7ff;
const FOREGROUND_OFFSET = 15;
const FOREGROUND_MASK = 0x1ff;
const MAX_PAIRS = FOREGROUND_MASK;

const encodeStyle = (metadata: number, style: Style) => ((metadata & KEEP_MASK) | (style.fontStyle << 11) | (style.foreground << FOREGROUND_OFFSET) | (style.background << 24)) >>> 0;

/** Each theme's tokens for a line, computed from the one pass. */
function splitLine(tokens: Uint32Array, styles: (pair: number) => [Style, Style]): [Uint32Array, Uint32Array] {
  const out: [number[], number[]] = [[], []];
  for (let index = 0; index < tokens.length; index += 2) {
    const pair = styles((tokens[index + 1]! >>> FOREGROUND_OFFSET) & FOREGROUND_MASK);
    for (const theme of [0, 1] as const) {
      const metadata = encodeStyle(tokens[index + 1]!, pair[theme]);
      const list = out[theme];
      // The grammar merges neighbours with equal metadata; neighbours differing only in the other theme merge here.
      if (list.length && list[list.length - 1] === metadata) continue;
      list.push(tokens[index]!, metadata);
    }
  }
  return [Uint32Array.from(out[0]), Uint32Array.from(out[1])];
}

/** A line tokenized once for both themes: what the grammar gave, and what was made of it, kept with it in the line cache. */
interface CombinedLine {
  tokens: Uint32Array;
  ruleStack: unknown;
  /** Each theme's tokens, for shiki. */
  perTheme?: [Uint32Array, Uint32Array];
  /** The line's spans, for `linesToHtml`. */
  html?: string;
}

/** Runs highlighting callbacks with one grammar pass for two themes. */
export interface SinglePassTokenizer {
  run<T>(lang: string, highlight: () => T): T;
  /**
   * The lines of a block as shiki's `codeToHast` makes them for both themes (`<span class="line">`
   * with a span per token, joined by newlines), straight from the grammar's tokens: a repeated
   * line costs a cache lookup. `lineClass` gives each line's class attribute (1-based line number).
   */
  linesToHtml(lang: string, code: string, lineClass: (line: number) => string): string;
  /** Lines tokenized, and lines answered from the line cache instead. */
  stats: { lines: number; cachedLines: number };
}

export function createSinglePassTokenizer(highlighter: Highlighter, themeNames: { light: string; dark: string }): SinglePassTokenizer {
  const primitive = highlighter.getInternalContext() as unknown as { getLanguage(lang: string): Grammar; setTheme(name: string): LoadedTheme };
  const state: TokenizerState = { pairs: createStylePairs(), paths: createPathNumbers(), stats: { lines: 0, cachedLines: 0 }, grammars: new WeakMap(), lineBudget: { left: MAX_CACHED_LINES } };

  /** Both themes, and the grammar for `lang` with its tokenizer wrapped. */
  const prepare = (lang: string): Grammar => {
    const grammar = primitive.getLanguage(lang);
    if (!state.themes) {
      const light = primitive.setTheme(themeNames.light);
      const lightTheme = grammar.themeProvider._theme;
      const dark = primitive.setTheme(themeNames.dark);
      const darkTheme = grammar.themeProvider._theme;
      if (!lightTheme || !darkTheme || lightTheme === darkTheme) throw new SinglePassUnavailable('themes not found');
      state.themes = [lightTheme, darkTheme];
      state.combined = combinedTheme(lightTheme, darkTheme, state.pairs, state.paths);
      state.spans = createSpanStyles((metadata) => state.pairs.styleOf((metadata >>> FOREGROUND_OFFSET) & FOREGROUND_MASK), [light, dark]);
    }
    wrapGrammar(state, grammar);
    return grammar;
  };

  return {
    stats: state.stats,
    run(lang, highlight) {
      prepare(lang);
      state.session = { replaying: false, queue: [] };
      try {
        const result = highlight();
        if (state.session.queue.length) throw new SinglePassUnavailable('the second pass skipped lines');
        return result;
      } finally {
        state.session = undefined;
      }
    },
    linesToHtml(lang, code, lineClass) {
      const grammar = prepare(lang);
      let ruleStack: unknown = null;
      // Lines as shiki splits them; an empty line is not tokenized and leaves the state as it was.
      return joinStrings(
        code.split(/\r?\n/).map((line, index) => {
          const open = `<span class="${lineClass(index + 1)}">`;
          if (line === '') return `${open}</span>`;
          const done = tokenizeCombined(state, grammar, line, ruleStack);
          ruleStack = done.ruleStack;
          return `${open}${(done.html ??= detached(state.spans!.lineHtml(line, done.tokens)))}</span>`;
        }),
        '\n',
      );
    },
  };
}

/** What one tokenizer keeps between blocks. */
interface TokenizerState {
  pairs: StylePairs;
  paths: PathNumbers;
  /** The light and dark themes as the grammar loaded them, once the first block came. */
  themes?: [TextmateTheme, TextmateTheme];
  /** The theme whose every style is a pair of the two (see `combinedTheme`). */
  combined?: TextmateTheme;
  spans?: SpanStyles;
  /** One block at a time: the first pass records the other theme's lines, the second replays them. */
  session?: { initial?: unknown; replaying: boolean; queue: Array<{ line: string; result: LineResult }> };
  stats: { lines: number; cachedLines: number };
  /** Each grammar's own tokenizer, and its lines tokenized under the combined theme (rule ids are per grammar, so is the cache). */
  grammars: WeakMap<Grammar, { original: Grammar['tokenizeLine2']; lines: LineTokenCache<CombinedLine> }>;
  /** What every grammar's line cache may still add, together (see `MAX_CACHED_LINES`). */
  lineBudget: LineBudget;
}

/** Pairs of styles (light, dark) numbered from 1, the number standing in a token's foreground bits. */
interface StylePairs {
  pairId(a: Style, b: Style): number;
  styleOf(pair: number): [Style, Style];
}

function createStylePairs(): StylePairs {
  const pairIds = new Map<number, number>();
  const pairs: Array<[Style, Style]> = [[{ fontStyle: 0, foreground: 0, background: 0 }, { fontStyle: 0, foreground: 0, background: 0 }]];
  // A style packs into 22 bits (font style + 1, foreground, background), a pair into 44: a cheap map key.
  const styleKey = (style: Style) => ((style.fontStyle + 1) << 17) | (style.foreground << 8) | style.background;
  return {
    pairId(a, b) {
      const key = styleKey(a) * 2 ** 22 + styleKey(b);
      let id = pairIds.get(key);
      if (id === undefined) {
        if (pairs.length > MAX_PAIRS) throw new SinglePassUnavailable('too many style pairs');
        id = pairs.length;
        pairs.push([a, b]);
        pairIds.set(key, id);
      }
      return id;
    },
    styleOf(pair) {
      const found = pairs[pair];
      if (!found || pair === 0) throw new SinglePassUnavailable(`unknown style pair ${pair}`);
      return found;
    },
  };
}

/**
 * Scope paths numbered by their names (the parent's number and the scope's name), so equal
 * paths share their styles: the grammar makes a new path object for every scope it enters,
 * and matching a path against the themes' rules was a tenth of tokenizing. Numbers, not
 * joined names: building and hashing a name string for every scope entered was most of what
 * was left of matching.
 */
interface PathNumbers {
  idOf(path: ScopePath): number;
  /** For each number: its parent's number (-1 for none). */
  parentIds: number[];
  /** For each number: the first path seen with it, for the themes to match. */
  samples: ScopePath[];
}

function createPathNumbers(): PathNumbers {
  // Each path keeps its number under a key of this tokenizer's own (a property load, not a WeakMap lookup per scope entered).
  const PATH_ID = Symbol('docsite path id');
  const childIds = new Map<number, Map<string, number>>();
  const parentIds: number[] = [];
  const samples: ScopePath[] = [];
  const idOf = (path: ScopePath): number => {
    let id = (path as { [PATH_ID]?: number })[PATH_ID];
    if (id !== undefined) return id;
    const parent = path.parent ? idOf(path.parent) : -1;
    let children = childIds.get(parent);
    if (!children) childIds.set(parent, (children = new Map()));
    id = children.get(path.scopeName);
    if (id === undefined) {
      id = samples.push(path) - 1;
      parentIds.push(parent);
      children.set(path.scopeName, id);
    }
    (path as { [PATH_ID]?: number })[PATH_ID] = id;
    return id;
  };
  return { idOf, parentIds, samples };
}

/** A theme's effective style at a numbered path: the nearest rule's values, inherited field by field. */
function folder(theme: TextmateTheme, { parentIds, samples }: PathNumbers) {
  const styles: Style[] = [];
  const defaults = theme.getDefaults();
  const root: Style = { fontStyle: defaults.fontStyle, foreground: defaults.foregroundId, background: defaults.backgroundId };
  const fold = (id: number): Style => {
    let style = styles[id];
    if (style) return style;
    const parent = parentIds[id]! >= 0 ? fold(parentIds[id]!) : root;
    const match = theme.match(samples[id]!);
    style = match
      ? {
          fontStyle: match.fontStyle === -1 ? parent.fontStyle : match.fontStyle,
          foreground: match.foregroundId === 0 ? parent.foreground : match.foregroundId,
          background: match.backgroundId === 0 ? parent.background : match.backgroundId,
        }
      : parent;
    styles[id] = style;
    return style;
  };
  return { root, fold };
}

/** A theme whose style at every path is the pair of the two themes' styles there. */
function combinedTheme(light: TextmateTheme, dark: TextmateTheme, pairs: StylePairs, paths: PathNumbers): TextmateTheme {
  const [a, b] = [folder(light, paths), folder(dark, paths)];
  const defaults = { fontStyle: 0, foregroundId: pairs.pairId(a.root, b.root), backgroundId: 0 };
  // One answer object per path number (vscode-textmate only reads it).
  const answers: Array<{ fontStyle: number; foregroundId: number; backgroundId: number }> = [];
  return {
    getDefaults: () => defaults,
    match: (path) => {
      const id = paths.idOf(path);
      return (answers[id] ??= { fontStyle: 0, foregroundId: pairs.pairId(a.fold(id), b.fold(id)), backgroundId: 0 });
    },
    getColorMap: () => [],
  };
}

/** A line's tokens under the combined theme, from the cache when the grammar was in an equal state before. */
function tokenizeCombined(tokenizer: TokenizerState, grammar: Grammar, line: string, state: unknown): CombinedLine {
  const { original, lines } = tokenizer.grammars.get(grammar)!;
  tokenizer.stats.lines++;
  const cached = lines.get(state, line);
  if (cached) {
    tokenizer.stats.cachedLines++;
    return cached;
  }
  const provider = grammar.themeProvider;
  const current = provider._theme;
  provider._theme = tokenizer.combined!;
  let result: LineResult;
  try {
    // No time limit: a line's tokens must not depend on how busy the machine is.
    result = original(line, state, 0);
  } finally {
    provider._theme = current;
  }
  const done: CombinedLine = { tokens: result.tokens, ruleStack: result.ruleStack };
  lines.set(state, line, done);
  return done;
}

/** Replaces a grammar's tokenizer: during a session, the first theme's pass tokenizes once for both and the second replays. */
function wrapGrammar(tokenizer: TokenizerState, grammar: Grammar) {
  if (tokenizer.grammars.has(grammar)) return;
  const original = grammar.tokenizeLine2.bind(grammar);
  tokenizer.grammars.set(grammar, { original, lines: new LineTokenCache<CombinedLine>(tokenizer.lineBudget) });
  grammar.tokenizeLine2 = (line, state, timeLimit) => {
    const { session, themes } = tokenizer;
    if (!session || !themes) return original(line, state, timeLimit);
    if (session.initial === undefined) session.initial = state;
    else if (state === session.initial) session.replaying = true;
    if (session.replaying) {
      const next = session.queue.shift();
      if (!next || next.line !== line) throw new SinglePassUnavailable('the second pass asked for different lines');
      return next.result;
    }
    const current = grammar.themeProvider._theme;
    if (current !== themes[0] && current !== themes[1]) throw new SinglePassUnavailable('an unexpected theme is active');
    const first = current === themes[0] ? 0 : 1;
    const done = tokenizeCombined(tokenizer, grammar, line, state);
    const perTheme = (done.perTheme ??= splitLine(done.tokens, tokenizer.pairs.styleOf));
    session.queue.push({ line, result: { tokens: perTheme[first === 0 ? 1 : 0], ruleStack: done.ruleStack, stoppedEarly: false } });
    return { tokens: perTheme[first], ruleStack: done.ruleStack, stoppedEarly: false };
  };
}
