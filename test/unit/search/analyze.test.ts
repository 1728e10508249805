import { describe, expect, it } from 'vitest';
import { random } from '../../../bench/corpus.mjs';
import { createLexicon } from '../../../bench/realistic/vocabulary.mjs';
import { Analyzer, isPlainWord, normalizePath, WORD_PATTERN } from '../../../src/search/analyze.js';
import { firstTerm } from '../../../src/search/firstTerm.js';
import { forEachWord } from '../../../src/search/scanWords.js';

const analyzer = new Analyzer();
const termsOf = (text: string) => analyzer.terms(text);

describe('Analyzer: the text analysis the index and the browser share', () => {
  it('lowercases, stems English words and drops stop words', () => {
    expect(termsOf('How the Trading works')).toEqual(['trade', 'work']);
    expect(termsOf('credits Credit')).toEqual(['credit', 'credit']);
  });

  it('keeps words that carry meaning in API docs: GET, not, no, off', () => {
    expect(termsOf('GET not found, no off')).toEqual(['get', 'not', 'found', 'no', 'off']);
  });

  it('indexes identifiers with underscores and hyphens whole (joined) and by part', () => {
    expect(analyzer.analyzeWord('trading_agent').terms).toEqual([
      { term: 'tradingagent', kind: 'joined', surface: 'tradingagent' },
      { term: 'trade', kind: 'part', surface: 'trading' },
      { term: 'agent', kind: 'part', surface: 'agent' },
    ]);
    expect(termsOf('api-key')).toEqual(['apikey', 'api', 'key']);
    // The same joined term whichever separator the reader types.
    expect(termsOf('take_profit')[0]).toBe(termsOf('take-profit')[0]);
    expect(termsOf('takeprofit')).toEqual(['takeprofit']);
  });

  it('splits camelCase operation ids into their words', () => {
    expect(termsOf('buyTokens')).toEqual(['buytokens', 'buy', 'token']);
  });

  it('drops random ids and hashes, also inside identifiers', () => {
    expect(termsOf('req_7Jvc6jDUawGNLEi1 0x9f3c2b1a4d5e6f708192a3b4c5d6e7f8091a2b3c 1700000000')).toEqual(['req']);
    expect(termsOf('sha256 v2 429 2025')).toEqual(['sha256', 'v2', '429', '2025']);
  });

  it('treats possessives and apostrophes as part of the word', () => {
    expect(termsOf("the agent's holdings don't")).toEqual(['agent', 'hold', 'dont']);
  });

  it('indexes API paths whole, after their words, with parameters and ids normalised', () => {
    const words = analyzer.analyzeText('POST /agent/{agent_id}/buy now');
    expect(words.map((word) => word.surface)).toEqual(['post', 'agent', 'agentid', 'buy', '/agent/{}/buy', 'now']);
    expect(normalizePath('/Agent/{agent_id}/')).toBe('/agent/{}');
    expect(normalizePath('/agent/agt_7Qm2c9XkLp/holdings')).toBe('/agent/{}/holdings');
    expect(normalizePath('/agents/tg/583920174')).toBe('/agents/tg/{}');
    expect(normalizePath('/agent/{ag')).toBe('/agent/{');
  });

  it('does not take fractions, URLs or and/or for paths', () => {
    expect(analyzer.analyzeText('1/2 and/or https://api.example.com/ta/agents').filter((word) => word.surface.startsWith('/'))).toEqual([]);
  });

  it('records where each word ends, so the word being typed is known', () => {
    const words = analyzer.analyzeText('buy tok');
    expect(words.map((word) => word.end)).toEqual([3, 7]);
  });

  it('scans the same words by hand as WORD_PATTERN matches, whatever the script, joiners and surrogates', () => {
    const texts = [
      "trading_agent's api-key buyTokens -lead trail- a--b a'-b x__ __y ’s don’t",
      'Café naïve Ελληνικά русский 日本語のテキスト مرحبا ٣٤ १२३ ½ ² Ⅻ',
      // Letters outside the BMP (𝒜, 𠀀), an emoji between words, a lone surrogate, a pair split by a joiner.
      '𝒜lpha 𠀀x a😀b \ud800 c \udc00d e-\ud835\udc9c f_😀',
      '/agent/{agent_id}/buy 0x9f3c req_7Jvc6jDUawGNLEi1 3.14 v1.2.0 e.g. $5,000',
      '',
      '---',
      'end-',
    ];
    for (const text of texts) {
      const scanned: string[] = [];
      forEachWord(text, (raw) => scanned.push(raw));
      expect(scanned, text).toEqual([...text.matchAll(WORD_PATTERN)].map((match) => match[0]));
    }
  });

  it('analyses plain words (ASCII, one part) on a fast path exactly as the general path does', () => {
    const edges = ['The', 'THE', 'the', 'API', 'Get', 'GET', 'iOS', 'HTTPServer', 'v2', 'V2', 'x1Y', 'abc123', 'abcdefg123', '12345678', '123456789', '0x9f3c', 'a'.repeat(32), 'a'.repeat(33), 'Stopping', 'running', 'a', 'I', '7'];
    const words = [...edges, ...createLexicon(random(3)).words.slice(0, 10_000)];
    const [fast, general] = [new Analyzer(), new Analyzer()];
    const differing = words.flatMap((word) => [word, word[0]!.toUpperCase() + word.slice(1)]).filter((raw) => JSON.stringify(fast.analyzeWord(raw)) !== JSON.stringify({ ...general.splitWord(raw), end: raw.length }));
    expect(differing).toEqual([]);
    // The fast path is taken for prose and capitalised words, not for what the general path splits.
    expect(['running', 'The', 'API', 'HTTPServer', 'v2', '12345678'].every(isPlainWord)).toBe(true);
    expect(['iOS', 'x1Y', 'buyTokens', 'api-key', 'trading_agent', "don't", 'Café', ''].some(isPlainWord)).toBe(false);
  });

  it('finds a text\'s first index term as analyzeText does, words and API paths in their order, without the rest', () => {
    // A path comes first only when no word before its end has a term ('the /the/a then words').
    const texts = [
      'take_profit The price at which to sell',
      'the a of take profit',
      '/agent/{agent_id}/buy Buys a token',
      'of the /agent/{agent_id}/buy route',
      'the /the/a then words',
      '/the/a',
      'the and of',
      'req_7Jvc6jDUawGNLEi1 0x9f3c amount',
      'and/or 1/2 https://x.example/path then /v1/customers',
      'a /x/y',
      '',
      '/',
    ];
    const first = (text: string) => analyzer.analyzeText(text).find((word) => word.terms.length > 0)?.terms[0]?.term;
    for (const text of texts) expect(firstTerm(new Analyzer(), text), text).toBe(first(text));
    expect(texts.map((text) => firstTerm(analyzer, text))).toEqual(['takeprofit', 'take', 'agent', 'agent', '/the/a', '/the/a', undefined, 'req', '1', 'x', undefined, undefined]);
  });
});
