/**
 * Text analysis shared by the index build (node) and the search dialog (browser), so both
 * sides turn text into exactly the same terms: lowercase, English stop words dropped, Porter
 * stems, and identifiers (`trading_agent`, `api-key`, `buyTokens`) indexed whole and by part.
 * Pure: no DOM, no node APIs.
 */
import lunr from 'lunr';
import type { SearchLanguage } from './searchLanguage.js';

/** How a term relates to the word it came from. */
export type TermKind = 'word' | 'joined' | 'part';

/** One term of a word: `trading_agent` gives `tradingagent` (joined) plus `trade` and `agent` (parts). */
export interface Term {
  term: string;
  kind: TermKind;
  /** The lowercase text it stands for (`trading` for `trade`), for prefix matching of half-typed words. */
  surface: string;
}

/** A word of a query with its terms; stop words keep their place but have no terms. */
export interface AnalyzedWord {
  /** The word as typed, lowercased, separators removed: what a prefix is matched against. */
  surface: string;
  terms: Term[];
  /** An English stop word (`the`, `how`): never required to match. */
  stop: boolean;
  /** Offset just after the word in the analysed text: the word being typed ends the query. */
  end: number;
}

/**
 * Words: letters and digits, joined by `_`, `-` or apostrophes. Everything else (spaces,
 * slashes, braces, dots) separates, so `/agent/{agent_id}/buy` gives `agent`, `buy`, `agent_id`.
 */
export const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’_-]+[\p{L}\p{N}]+)*/gu;

/**
 * API paths (`/agent/{agent_id}/buy`), indexed whole as well as word by word, so
 * `GET /agents` finds the operation on `/agents` before the many on `/agent/{agent_id}/…`.
 */
export const PATH_PATTERN = /(?<![\p{L}\p{N}_/.:-])\/[\p{L}\p{N}_{.-][\p{L}\p{N}_{}.-]*(?:\/[\p{L}\p{N}_{}.-]*)*/gu;

/** The index term of a path, or undefined for what only looks like one. */
export function pathTerm(raw: string): string | undefined {
  const path = normalizePath(raw);
  return path.length < 2 || path.length > 80 || !/\p{L}/u.test(path) ? undefined : path;
}

/**
 * `/Agent/{agent_id}/` → `/agent/{}`, and `/agent/agt_7Qm2c9XkLp/holdings` → `/agent/{}/holdings`:
 * parameter names vary between pages and examples carry real ids; readers type either.
 */
export function normalizePath(path: string): string {
  return path
    .toLowerCase()
    .replace(/\{[^}/]*\}/g, '{}')
    .replace(/\{[^}/]*$/, '{')
    .replace(/[/.]+$/, '')
    .split('/')
    .map((segment) => (isJunk(segment.replace(/[_-]/g, '')) ? '{}' : segment))
    .join('/');
}

/** lunr's English list, minus words that carry meaning in API docs (`GET`, `not found`, `no`, `off`). */
const STOP_WORDS = new Set(
  ('a able about across after all almost also am among an and any are as at be because been but by can cannot could dear did do does either else ever every ' +
    'for from had has have he her hers him his how however i if in into is it its just least let like likely may me might most must my neither nor of ' +
    'often on only or other our own rather said say says she should since so some than that the their them then there these they this tis to too twas us ' +
    'wants was we were what when where which while who whom why will with would yet you your').split(' '),
);

/** Random ids and hashes (`req_7Jvc6jDUawGNLEi1`, `0x9f3c…`) only bloat the index. */
function isJunk(token: string): boolean {
  if (token.length > 32) return true;
  let digits = 0;
  for (let at = 0; at < token.length; at++) {
    const code = token.charCodeAt(at);
    if (code >= 48 && code <= 57) digits++;
  }
  if (digits === token.length) return token.length > 8;
  return token.length >= 8 && digits >= 3;
}

/**
 * Only ASCII letters and digits, and no capital after a lowercase letter or digit: a word the
 * general path keeps as one part (no apostrophe, joiner or camelCase split), as most prose is.
 */
export function isPlainWord(raw: string): boolean {
  let afterLowerOrDigit = false;
  for (let at = 0; at < raw.length; at++) {
    const code = raw.charCodeAt(at);
    const lowerOrDigit = (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
    if (code >= 65 && code <= 90) {
      if (afterLowerOrDigit) return false;
    } else if (!lowerOrDigit) return false;
    afterLowerOrDigit = lowerOrDigit;
  }
  return raw.length > 0;
}

/** Caches words and stems: the same few thousand words recur on every page and every keystroke. */
export class Analyzer {
  private readonly stems = new Map<string, string>();
  /** Protected for `OneBuildAnalyzer` (the search thread's), which leaves the index's words to the index builder. */
  protected readonly words = new Map<string, Omit<AnalyzedWord, 'end'>>();

  /** `language`: another language's stemmer and stop words (`searchLanguage.ts`); English without. */
  constructor(readonly language?: SearchLanguage) {}

  /** The stem of a lowercase word: lunr's Porter stemmer, or the language's (the one the index was built with). */
  stem(word: string): string {
    let stem = this.stems.get(word);
    if (stem === undefined) {
      stem = this.language ? this.language.stem(word) : lunr.stemmer(new lunr.Token(word, {})).toString();
      this.stems.set(word, stem);
    }
    return stem;
  }

  /** The terms of one word as matched by WORD_PATTERN. */
  analyzeWord(raw: string, end = raw.length): AnalyzedWord {
    return { ...this.cachedWord(raw), end };
  }

  /** The terms of one word as matched by WORD_PATTERN, without copying its analysis (the index build's per-word call). */
  termsOfWord(raw: string): readonly Term[] {
    return this.cachedWord(raw).terms;
  }

  private cachedWord(raw: string): Omit<AnalyzedWord, 'end'> {
    let word = this.words.get(raw);
    if (!word) {
      word = this.analyzeNewWord(raw);
      // A bounded cache: a page of random ids must not grow it for ever.
      if (this.words.size < 200_000) this.words.set(raw, word);
    }
    return word;
  }

  /** Calls `visit` for every term of a text, in order. */
  forEachTerm(text: string, visit: (term: Term) => void): void {
    WORD_PATTERN.lastIndex = 0;
    for (let match = WORD_PATTERN.exec(text); match; match = WORD_PATTERN.exec(text)) {
      for (const term of this.cachedWord(match[0]).terms) visit(term);
    }
    this.forEachPath(text, (path) => visit({ term: path, kind: 'joined', surface: path }));
  }

  /** Calls `visit` with the index term of every API path in a text (each one a `joined` term that is its own surface). */
  forEachPath(text: string, visit: (path: string) => void): void {
    if (!text.includes('/')) return;
    for (const match of text.matchAll(PATH_PATTERN)) {
      const path = pathTerm(match[0]);
      if (path) visit(path);
    }
  }

  private isStopWord(word: string): boolean {
    return this.language ? this.language.isStopWord(word) : STOP_WORDS.has(word);
  }

  protected analyzeNewWord(raw: string): Omit<AnalyzedWord, 'end'> {
    if (isPlainWord(raw)) {
      // What the general path below makes of such a word, without its regular expressions and arrays.
      const surface = raw.toLowerCase();
      if (isJunk(surface)) return { surface, terms: [], stop: false };
      if (this.isStopWord(surface)) return { surface, terms: [], stop: true };
      return { surface, terms: [{ term: this.stem(surface), kind: 'word', surface }], stop: false };
    }
    return this.splitWord(raw);
  }

  /** The general path of `analyzeWord`, for any word (public for the test that holds plain words' fast path equal to it). */
  splitWord(raw: string): Omit<AnalyzedWord, 'end'> {
    const cleaned = raw.replace(/['’]s$/i, '').replace(/['’]/g, '');
    // Ids inside identifiers (`req_7Jvc6jDUaw`) go before camelCase splitting would make words of them.
    const parts = cleaned
      .split(/[_-]+/)
      .filter((segment) => segment && !isJunk(segment.toLowerCase()))
      .flatMap((segment) => segment.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u))
      .map((part) => part.toLowerCase())
      .filter(Boolean);
    const surface = parts.join('');
    if (parts.length === 0) return { surface: cleaned.toLowerCase(), terms: [], stop: false };
    if (parts.length === 1) {
      if (this.isStopWord(surface)) return { surface, terms: [], stop: true };
      return { surface, terms: isJunk(surface) ? [] : [{ term: this.stem(surface), kind: 'word', surface }], stop: false };
    }
    const terms: Term[] = isJunk(surface) ? [] : [{ term: surface, kind: 'joined', surface }];
    for (const part of parts) if (!this.isStopWord(part) && !isJunk(part)) terms.push({ term: this.stem(part), kind: 'part', surface: part });
    return { surface, terms, stop: false };
  }

  /** Every word of a text, and every API path after its last word, in order. */
  analyzeText(text: string): AnalyzedWord[] {
    const words = [...text.matchAll(WORD_PATTERN)].map((match) => this.analyzeWord(match[0], match.index + match[0].length));
    if (!text.includes('/')) return words;
    for (const match of text.matchAll(PATH_PATTERN)) {
      const path = pathTerm(match[0]);
      const end = match.index + match[0].length;
      if (!path) continue;
      const at = words.findIndex((word) => word.end > end);
      words.splice(at === -1 ? words.length : at, 0, { surface: path, terms: [{ term: path, kind: 'joined', surface: path }], stop: false, end });
    }
    return words;
  }

  /** The index terms of a text (with repeats: term frequency matters). */
  terms(text: string): string[] {
    const terms: string[] = [];
    this.forEachTerm(text, ({ term }) => terms.push(term));
    return terms;
  }
}
