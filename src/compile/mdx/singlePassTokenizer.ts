import type { Highlighter } from 'shiki';
import { LineTokenCache } from './lineTokenCache.js';

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

/** A style in one theme, as vscode-textmate folds it down a scope path. */
interface Style {
  fontStyle: number;
  foreground: number;
  background: number;
}

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

/** Runs highlighting callbacks with one grammar pass for two themes. */
export interface SinglePassTokenizer {
  run<T>(lang: string, highlight: () => T): T;
  /** Lines tokenized, and lines answered from the line cache instead. */
  stats: { lines: number; cachedLines: number };
}

export function createSinglePassTokenizer(highlighter: Highlighter, themeNames: { light: string; dark: string }): SinglePassTokenizer {
  const primitive = highlighter.getInternalContext() as unknown as { getLanguage(lang: string): Grammar; setTheme(name: string): unknown };
  const wrapped = new WeakSet<Grammar>();
  let themes: [TextmateTheme, TextmateTheme] | undefined;

  const pairIds = new Map<number, number>();
  const pairs: Array<[Style, Style]> = [[{ fontStyle: 0, foreground: 0, background: 0 }, { fontStyle: 0, foreground: 0, background: 0 }]];
  // A style packs into 22 bits (font style + 1, foreground, background), a pair into 44: a cheap map key.
  const styleKey = (style: Style) => ((style.fontStyle + 1) << 17) | (style.foreground << 8) | style.background;
  const pairId = (a: Style, b: Style) => {
    const key = styleKey(a) * 2 ** 22 + styleKey(b);
    let id = pairIds.get(key);
    if (id === undefined) {
      if (pairs.length > MAX_PAIRS) throw new SinglePassUnavailable('too many style pairs');
      id = pairs.length;
      pairs.push([a, b]);
      pairIds.set(key, id);
    }
    return id;
  };
  const styleOf = (pair: number): [Style, Style] => {
    const found = pairs[pair];
    if (!found || pair === 0) throw new SinglePassUnavailable(`unknown style pair ${pair}`);
    return found;
  };

  /** A theme's effective style at a scope path: the nearest rule's values, inherited field by field. */
  const folder = (theme: TextmateTheme) => {
    const memo = new WeakMap<ScopePath, Style>();
    const defaults = theme.getDefaults();
    const root: Style = { fontStyle: defaults.fontStyle, foreground: defaults.foregroundId, background: defaults.backgroundId };
    const fold = (path: ScopePath): Style => {
      let style = memo.get(path);
      if (style) return style;
      const parent = path.parent ? fold(path.parent) : root;
      const match = theme.match(path);
      style = match
        ? {
            fontStyle: match.fontStyle === -1 ? parent.fontStyle : match.fontStyle,
            foreground: match.foregroundId === 0 ? parent.foreground : match.foregroundId,
            background: match.backgroundId === 0 ? parent.background : match.backgroundId,
          }
        : parent;
      memo.set(path, style);
      return style;
    };
    return { root, fold };
  };

  let combined: TextmateTheme | undefined;
  const combinedTheme = (light: TextmateTheme, dark: TextmateTheme): TextmateTheme => {
    const [a, b] = [folder(light), folder(dark)];
    const defaults = { fontStyle: 0, foregroundId: pairId(a.root, b.root), backgroundId: 0 };
    return {
      getDefaults: () => defaults,
      match: (path) => ({ fontStyle: 0, foregroundId: pairId(a.fold(path), b.fold(path)), backgroundId: 0 }),
      getColorMap: () => [],
    };
  };

  // One block at a time: the first pass records the other theme's lines, the second replays them.
  let session: { initial?: unknown; replaying: boolean; queue: Array<{ line: string; result: LineResult }> } | undefined;

  const stats = { lines: 0, cachedLines: 0 };
  const wrap = (grammar: Grammar) => {
    if (wrapped.has(grammar)) return;
    wrapped.add(grammar);
    const original = grammar.tokenizeLine2.bind(grammar);
    // Rule ids are per grammar, so is the cache; it only holds lines tokenized under the combined theme.
    const lineCache = new LineTokenCache<{ perTheme: [Uint32Array, Uint32Array]; ruleStack: unknown; stoppedEarly: boolean }>();
    grammar.tokenizeLine2 = (line, state, timeLimit) => {
      if (!session || !themes) return original(line, state, timeLimit);
      if (session.initial === undefined) session.initial = state;
      else if (state === session.initial) session.replaying = true;
      if (session.replaying) {
        const next = session.queue.shift();
        if (!next || next.line !== line) throw new SinglePassUnavailable('the second pass asked for different lines');
        return next.result;
      }
      const provider = grammar.themeProvider;
      const current = provider._theme;
      if (current !== themes[0] && current !== themes[1]) throw new SinglePassUnavailable('an unexpected theme is active');
      const first = current === themes[0] ? 0 : 1;
      stats.lines++;
      let done = lineCache.get(state, line);
      if (done) stats.cachedLines++;
      else {
        provider._theme = combined!;
        let result: LineResult;
        try {
          result = original(line, state, timeLimit);
        } finally {
          provider._theme = current;
        }
        done = { perTheme: splitLine(result.tokens, styleOf), ruleStack: result.ruleStack, stoppedEarly: result.stoppedEarly };
        // A line cut short by a time limit is not what the line gives: keep it out.
        if (!result.stoppedEarly) lineCache.set(state, line, done);
      }
      const { perTheme, ruleStack, stoppedEarly } = done;
      session.queue.push({ line, result: { tokens: perTheme[first === 0 ? 1 : 0], ruleStack, stoppedEarly } });
      return { tokens: perTheme[first], ruleStack, stoppedEarly };
    };
  };

  return {
    stats,
    run(lang, highlight) {
      const grammar = primitive.getLanguage(lang);
      if (!themes) {
        primitive.setTheme(themeNames.light);
        const light = grammar.themeProvider._theme;
        primitive.setTheme(themeNames.dark);
        const dark = grammar.themeProvider._theme;
        if (!light || !dark || light === dark) throw new SinglePassUnavailable('themes not found');
        themes = [light, dark];
        combined = combinedTheme(light, dark);
      }
      wrap(grammar);
      session = { replaying: false, queue: [] };
      try {
        const result = highlight();
        if (session.queue.length) throw new SinglePassUnavailable('the second pass skipped lines');
        return result;
      } finally {
        session = undefined;
      }
    },
  };
}
