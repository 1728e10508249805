import type { Analyzer } from './analyze.js';
import { forEachWord } from './scanWords.js';
import type { IndexedSection } from './buildSearchDocs.js';
import { lunrCounts } from './lunrCounts.js';
import { packSearchIndex, type FieldCounts, type FreshPage, type KeptPostings } from './packSearchIndex.js';
import { SEARCH_FIELDS, type IndexFile } from './searchTypes.js';

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
 * it into the index file: per term, per field, the sections holding it with its count and the
 * field's length, which is what lunr's BM25 weighs (`termWeights.ts` weighs them where the
 * index is read). Counted here directly because lunr's builder spends seconds on a 1,000-page
 * site keeping data this file never stores (a unit test holds the counts equal to lunr's).
 * Text goes through the shared `Analyzer`, so queries become the very same terms.
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
      const terms = this.analyzer.termsOfWord(raw);
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

  /** The index of `sections`, counted by this builder, in order. */
  build(sections: SectionCounts[]): IndexFile {
    const forms = [...this.forms].flatMap(([id, surfaces]) => [...surfaces].map((surface) => `${this.terms[id]}\0${surface}`));
    return this.pack({ fresh: [{ first: 0, sections }], forms: [forms], sectionCount: sections.length });
  }

  /**
   * The index of the pages counted by this builder (`fresh`) and of the previous index's
   * postings still standing (`kept`, see `packSearchIndex`); `keptLengths` are the kept
   * sections' total field lengths.
   */
  pack({ fresh, kept, forms, sectionCount, keptLengths }: { fresh: FreshPage[]; kept?: KeptPostings; forms: Iterable<readonly string[]>; sectionCount: number; keptLengths?: number[] }): IndexFile {
    let pairs: Uint32Array = this.arena.pairs;
    if (this.options.lunrBuilder) ({ fresh, pairs } = this.countedByLunr(fresh));
    const totalLengths = keptLengths ? [...keptLengths] : SEARCH_FIELDS.map(() => 0);
    for (const page of fresh) for (const fields of page.sections) fields.forEach((field, at) => (totalLengths[at]! += field.length));
    const file = packSearchIndex({ terms: this.terms, pairs, fresh, kept, forms, sectionCount, totalLengths });
    return this.analyzer.language ? { ...file, language: this.analyzer.language.code } : file;
  }

  /** The fresh pages as `lunr.Builder` counts them (the fast path's switch). */
  private countedByLunr(fresh: FreshPage[]): { fresh: FreshPage[]; pairs: Uint32Array } {
    const counted = lunrCounts(fresh.flatMap((page) => page.sections), this.terms, this.arena.pairs);
    let at = 0;
    return { fresh: fresh.map((page) => ({ first: page.first, sections: counted.sections.slice(at, (at += page.sections.length)) })), pairs: counted.pairs };
  }
}

/** Options of `SearchIndexBuilder`. */
export interface SearchIndexOptions {
  /**
   * Count the terms and field lengths with `lunr.Builder` itself instead of this file's own
   * counting (the switch of the fast path, see CONTRIBUTING): the same file, many times slower.
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
export type { FieldCounts };

/** The index of every section, counted and built at once. */
export function buildSearchIndex(sections: IndexTexts[], analyzer: Analyzer, options?: SearchIndexOptions): IndexFile {
  const builder = new SearchIndexBuilder(analyzer, options);
  return builder.build(sections.map((section) => builder.count(section)));
}
