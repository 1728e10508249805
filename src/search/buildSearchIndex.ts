import type { Analyzer } from './analyze.js';
import { forEachWord } from './scanWords.js';
import type { IndexedSection } from './buildSearchDocs.js';
import { lunrWeights, type FieldWeights } from './lunrWeights.js';
import { SEARCH_FIELDS, SEARCH_FORMAT, WEIGHT_SCALE, type IndexFile } from './searchTypes.js';

/** lunr's BM25 parameters (`lunr.Builder` defaults), and the version whose scoring this is. */
const K1 = 1.2;
const B = 0.75;
const LUNR_VERSION = '2.3.9';

/**
 * Term frequencies of one field of one section, and its length in terms: `size` pairs of term
 * id and count from `start` in the builder's arena. Not a Map each: a 1,000-page site keeps
 * some 20,000 of them until the index is packed, which cost the search thread's garbage
 * collector more than counting them did.
 */
interface FieldCounts {
  start: number;
  size: number;
  length: number;
}

/** Every field's `[term id, count]` pairs, one field after another. */
class CountArena {
  pairs = new Uint32Array(1 << 16);
  used = 0;

  push(id: number, tf: number) {
    if (this.used + 2 > this.pairs.length) {
      const grown = new Uint32Array(this.pairs.length * 2);
      grown.set(this.pairs);
      this.pairs = grown;
    }
    this.pairs[this.used++] = id;
    this.pairs[this.used++] = tf;
  }
}

/** The texts of a section the index reads, by field. */
export type IndexTexts = Pick<IndexedSection, 'pageTitle' | 'title' | 'keywords' | 'body'>;

/**
 * Builds the index over every section (page title > section title > keywords > body) and packs
 * it into the index file. The weights are lunr's: the same BM25 formula, idf, field boosts
 * and precision as `lunr.Builder` (a unit test holds them equal), computed here directly
 * because lunr's builder spends seconds on a 1,000-page site keeping data this file never
 * stores. Text goes through the shared `Analyzer`, so queries become the very same terms.
 *
 * Counting a section's terms is most of the work and needs only that section, so a build
 * counts each as its page comes in (`count`); `build` then weighs and packs them, in the
 * order given. Term ids are internal: the file lists terms sorted, whatever order they came in.
 */
export class SearchIndexBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly forms = new Map<number, Set<string>>();
  /** Each word as written → its term ids (and the forms it adds): most words recur on every page, so each is analysed once. */
  private readonly wordIds = new Map<string, CountedWord>();
  /** Counts of the field being counted, by term id (zero again once it is counted), and the ids it holds. */
  private tally = new Uint32Array(1024);
  private readonly seen: number[] = [];
  private readonly arena = new CountArena();

  constructor(
    private readonly analyzer: Analyzer,
    private readonly options: SearchIndexOptions = {},
  ) {}

  /** Counts a section's terms; `forms` collects the forms it adds (`term\0surface`), for `storedCounts`. */
  count(section: IndexTexts, forms?: Set<string>): SectionCounts {
    return [section.pageTitle, section.title, section.keywords, section.body].map((text) => {
      let length = 0;
      forEachWord(text, (raw) => {
        const word = this.idsOfWord(raw);
        for (const id of word.ids) this.tallyTerm(id);
        length += word.ids.length;
        if (forms && word.forms) for (const form of word.forms) forms.add(form);
      });
      this.analyzer.forEachPath(text, (path) => {
        this.tallyTerm(this.idOf(path, path));
        length++;
      });
      const start = this.arena.used;
      for (const id of this.seen) {
        this.arena.push(id, this.tally[id]!);
        this.tally[id] = 0;
      }
      const size = this.seen.length;
      this.seen.length = 0;
      return { start, size, length };
    });
  }

  private tallyTerm(id: number) {
    if (id >= this.tally.length) {
      const grown = new Uint32Array(Math.max(id + 1, this.tally.length * 2));
      grown.set(this.tally);
      this.tally = grown;
    }
    if (this.tally[id]!++ === 0) this.seen.push(id);
  }

  private idsOfWord(raw: string): CountedWord {
    let word = this.wordIds.get(raw);
    if (!word) {
      const terms = this.analyzer.analyzeWord(raw).terms;
      const forms = terms.filter(({ term, surface }) => surface !== term).map(({ term, surface }) => `${term}\0${surface}`);
      word = { ids: terms.map(({ term, surface }) => this.idOf(term, surface)), ...(forms.length && { forms }) };
      // Bounded like the analyzer's own cache: a page of random ids must not grow it for ever.
      if (this.wordIds.size < 200_000) this.wordIds.set(raw, word);
    }
    return word;
  }

  /** A counted section as terms rather than this builder's ids, to store (`countStored` counts it into another builder). */
  storedCounts(counts: SectionCounts): StoredFieldCounts[] {
    const { pairs } = this.arena;
    return counts.map(({ start, size, length }) => {
      const terms: string[] = [];
      const tfs: number[] = [];
      for (let at = start; at < start + 2 * size; at += 2) {
        terms.push(this.terms[pairs[at]!]!);
        tfs.push(pairs[at + 1]!);
      }
      return { length, terms, counts: tfs };
    });
  }

  /** Counts a section stored by `storedCounts` (its words are not analysed again); `forms` are those `count` collected. */
  countStored(fields: StoredFieldCounts[], forms: readonly string[] = []): SectionCounts {
    for (const form of forms) {
      const split = form.indexOf('\0');
      this.idOf(form.slice(0, split), form.slice(split + 1));
    }
    return fields.map(({ length, terms, counts }) => {
      const start = this.arena.used;
      terms.forEach((term, at) => this.arena.push(this.idOf(term, term), counts[at]!));
      return { start, size: terms.length, length };
    });
  }

  /** The id of a term, and the surface it was written as, for prefix matching (a word always gives the same terms, so once per word is enough). */
  private idOf(term: string, surface: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) this.termIds.set(term, (id = this.terms.push(term) - 1));
    if (surface !== term) (this.forms.get(id) ?? this.forms.set(id, new Set()).get(id)!).add(surface);
    return id;
  }

  build(sections: SectionCounts[]): IndexFile {
    const { pairs } = this.arena;
    const weights = this.options.lunrBuilder ? lunrWeights(sections, this.terms, pairs) : weigh(sections, this.terms.length, pairs);
    const file = packIndex(this.terms, this.forms, sections, weights, pairs);
    return this.analyzer.language ? { ...file, language: this.analyzer.language.code } : file;
  }
}

/** Options of `SearchIndexBuilder`. */
export interface SearchIndexOptions {
  /**
   * Weigh the terms with `lunr.Builder` itself instead of this file's own BM25 (the switch of
   * the fast path, see CONTRIBUTING): the same file, many times slower.
   */
  lunrBuilder?: boolean;
}

/** A word's term ids, and the forms it adds (`term\0surface`, for a term not written as itself). */
interface CountedWord {
  ids: number[];
  forms?: string[];
}

/** One field of a counted section, by term: what an incremental build stores of a page's search entry. */
export interface StoredFieldCounts {
  /** The field's length in terms. */
  length: number;
  terms: string[];
  /** Each term's count, in the order of `terms`. */
  counts: number[];
}

/** A section's term counts, by field (see `SearchIndexBuilder.count`). */
export type SectionCounts = FieldCounts[];

/** The index of every section, counted and built at once. */
export function buildSearchIndex(sections: IndexTexts[], analyzer: Analyzer, options?: SearchIndexOptions): IndexFile {
  const builder = new SearchIndexBuilder(analyzer, options);
  return builder.build(sections.map((section) => builder.count(section)));
}

/** lunr's `createFieldVectors`: per section and field, a function of term id and count to the rounded weight. */
function weigh(docs: FieldCounts[][], termCount: number, pairs: Uint32Array): FieldWeights[] {
  // lunr counts a section once per field it holds the term in.
  const holders = new Uint32Array(termCount);
  const totalLength = SEARCH_FIELDS.map(() => 0);
  for (const fields of docs) {
    fields.forEach((field, at) => {
      totalLength[at]! += field.length;
      for (let at = field.start; at < field.start + 2 * field.size; at += 2) holders[pairs[at]!]!++;
    });
  }
  const idf = Array.from(holders, (count) => Math.log(1 + Math.abs((docs.length - count + 0.5) / (count + 0.5))));
  const average = totalLength.map((total) => total / Math.max(1, docs.length));
  return docs.map((fields) =>
    fields.map(({ length }, at) => {
      const norm = K1 * (1 - B + (B * length) / (average[at] || 1));
      const boost = SEARCH_FIELDS[at]!.boost;
      return (id, tf) => Math.round(((idf[id]! * ((K1 + 1) * tf)) / (norm + tf)) * boost * 1000) / 1000;
    }),
  );
}

/** Terms sorted; vectors by sorted position, delta-encoded, weights as integers in `WEIGHT_SCALE` units. */
function packIndex(terms: string[], forms: Map<number, Set<string>>, docs: FieldCounts[][], weights: FieldWeights[], pairs: Uint32Array): IndexFile {
  const order = terms.map((_, id) => id).sort((a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0));
  const position = new Uint32Array(terms.length);
  order.forEach((id, at) => (position[id] = at));
  /** The field being packed: its count of each of its term ids. */
  const tfOf = new Uint32Array(terms.length);
  const pack = ({ start, size }: FieldCounts, weight: (id: number, tf: number) => number) => {
    // Positions sorted as numbers in a typed array: no pair arrays for a few hundred thousand entries.
    const positions = new Uint32Array(size);
    for (let at = 0; at < size; at++) {
      const id = pairs[start + 2 * at]!;
      positions[at] = position[id]!;
      tfOf[id] = pairs[start + 2 * at + 1]!;
    }
    positions.sort();
    const packed: number[] = [];
    let previous = 0;
    for (const at of positions) {
      const id = order[at]!;
      packed.push(at - previous, Math.max(1, Math.round(weight(id, tfOf[id]!) * WEIGHT_SCALE)));
      previous = at;
    }
    return packed;
  };
  return {
    format: SEARCH_FORMAT,
    lunr: LUNR_VERSION,
    fields: SEARCH_FIELDS.map((field) => field.name),
    terms: order.map((id) => terms[id]!),
    forms: order.map((id) => [...(forms.get(id) ?? [])].sort().join(' ')),
    vectors: docs.map((fields, doc) => fields.map((field, at) => pack(field, weights[doc]![at]!))),
  };
}
