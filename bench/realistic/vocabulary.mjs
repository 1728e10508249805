// The corpus's words: tens of thousands of pseudo-words made from syllables, drawn with a Zipf
// distribution, so a page's text repeats the way real prose does (a few words very often,
// most words rarely) instead of cycling through a short list.

const ONSETS = ['', 'b', 'br', 'c', 'ch', 'cl', 'd', 'dr', 'f', 'fl', 'g', 'gr', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'pl', 'pr', 'qu', 'r', 's', 'sh', 'sl', 'st', 't', 'th', 'tr', 'v', 'w', 'z'];
const NUCLEI = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou', 'io', 'y'];
const CODAS = ['', '', '', 'n', 'r', 's', 'l', 't', 'm', 'nd', 'st', 'ck', 'x', 'ng'];

/** Short words every text leans on; they take the top ranks, as function words do in real prose. */
const FUNCTION_WORDS = 'the of and to a in is it that for on with as by this be are from or at an not can when each which if you your its use then'.split(' ');

const syllable = (r) => ONSETS[Math.floor(r() * ONSETS.length)] + NUCLEI[Math.floor(r() * NUCLEI.length)] + CODAS[Math.floor(r() * CODAS.length)];

/** `size` distinct lower-case words, most frequent first: function words, then generated words, shorter ones ranked higher. */
export function makeVocabulary(r, size) {
  const words = new Set(FUNCTION_WORDS);
  const generated = [];
  while (words.size < size) {
    const syllables = 1 + Math.floor(r() * r() * 4) + (r() < 0.5 ? 1 : 0);
    const word = Array.from({ length: syllables }, () => syllable(r)).join('');
    if (word.length < 3 || word.length > 14 || words.has(word)) continue;
    words.add(word);
    generated.push(word);
  }
  // Shorter words are the more frequent ones in natural language; keep a little disorder.
  generated.sort((a, b) => a.length + (a.charCodeAt(0) % 3) - (b.length + (b.charCodeAt(0) % 3)));
  return [...FUNCTION_WORDS, ...generated];
}

/** A sampler of ranks 0..size-1 with P(rank k) ∝ 1 / (k + 1)^exponent (Zipf), by binary search over the cumulative weights. */
export function zipfSampler(size, exponent = 1.05) {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let k = 0; k < size; k++) cumulative[k] = total += 1 / Math.pow(k + 1, exponent);
  return (r) => {
    const target = r() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** The words of a corpus and its Zipf draw: `word(r)` for prose, `rare(r)` for names (identifiers, titles) that should vary. */
export function createLexicon(r, size = 30000) {
  const words = makeVocabulary(r, size);
  const rank = zipfSampler(size);
  const contentStart = FUNCTION_WORDS.length;
  return {
    words,
    word: (rr) => words[rank(rr)],
    /** A content word (never a function word), drawn uniformly so names spread over the vocabulary. */
    rare: (rr) => words[contentStart + Math.floor(rr() * (size - contentStart))],
  };
}
