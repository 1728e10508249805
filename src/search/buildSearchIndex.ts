import type { Analyzer } from './analyze.js';
import { forEachWord } from './scanWords.js';
import type { IndexedSection } from './buildSearchDocs.js';
import { lunrCounts } from './lunrCounts.js';
import { OneBuildAnalyzer } from './oneBuildAnalyzer.js';
import { FIELD_SLOTS, packSearchIndex, type FieldCounts, type FreshPage, type KeptPostings } from './packSearchIndex.js';
import { SEARCH_FIELDS, type IndexFile } from './searchTypes.js';

/** Numbers pushed one after another into a typed array that grows (every field's `[term id, count]` pairs; every field's start, size and length). */
class Column {
  values = new Uint32Array(1 << 16);
  used = 0;

  push(a: number, b: number) {
    this.room(2);
    this.values[this.used++] = a;
    this.values[this.used++] = b;
  }

  push3(a: number, b: number, c: number) {
    this.room(3);
    this.values[this.used++] = a;
    this.values[this.used++] = b;
    this.values[this.used++] = c;
  }

  private room(count: number) {
    if (this.used + count <= this.values.length) return;
    const grown = new Uint32Array(this.values.length * 2);
    grown.set(this.values);
    this.values = grown;
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
  private readonly arena = new Column();
  /**
   * Every counted field's start in `arena`, size and length (`FIELD_SLOTS` numbers each), in the
   * order counted: what a page keeps of its counts until the end is where its fields are here.
   */
  private readonly fields = new Column();

  constructor(
    private readonly analyzer: Analyzer,
    private readonly options: SearchIndexOptions = {},
  ) {}

  /**
   * Counts a section's terms; `forms` collects the forms it adds (`term\0surface`), for
   * `storedCounts`. Returns the number of its first field: the sections counted one after
   * another have their fields one after another (`FreshPage.field`).
   */
  count(section: IndexTexts, forms?: Set<string>): number {
    const first = this.fields.used / FIELD_SLOTS;
    for (const text of [section.pageTitle, section.title, section.keywords, section.body]) {
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
      this.fields.push3(start, this.seen.length, length);
      this.seen.length = 0;
    }
    return first;
  }

  /** `sections` counted sections from field `field` on, as `FieldCounts` (a page to store, the lunr switch). */
  fieldCounts(field: number, sections: number): SectionCounts[] {
    const fields = this.fields.values;
    return Array.from({ length: sections }, (_, at) =>
      Array.from({ length: SEARCH_FIELDS.length }, (_, n) => {
        const slot = (field + at * SEARCH_FIELDS.length + n) * FIELD_SLOTS;
        return { start: fields[slot]!, size: fields[slot + 1]!, length: fields[slot + 2]! };
      }),
    );
  }

  /** Per section, per field, its length in terms (what the search state keeps of a page). */
  lengths(field: number, sections: number): number[][] {
    return this.fieldCounts(field, sections).map((fields) => fields.map(({ length }) => length));
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
      const terms = this.analyzer instanceof OneBuildAnalyzer ? this.analyzer.termsOfIndexedWord(raw) : this.analyzer.termsOfWord(raw);
      const forms = terms.filter(({ term, surface }) => surface !== term).map(({ term, surface }) => `${term}\0${surface}`);
      word = { ids: terms.map(({ term, surface }) => this.idOf(term, surface)), ...(forms.length && { forms }) };
      // Bounded like the analyzer's own cache: a page of random ids must not grow it for ever.
      if (this.wordIds.size < 200_000) this.wordIds.set(raw, word);
    }
    return word;
  }

  /** A counted section as terms rather than this builder's ids, to store (`countStored` counts it into another builder). */
  storedCounts(counts: SectionCounts): StoredFieldCounts[] {
    const pairs = this.arena.values;
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

  /** Counts a section stored by `storedCounts` (its words are not analysed again); `forms` are those `count` collected. Returns its first field's number, as `count`. */
  countStored(fields: StoredFieldCounts[], forms: readonly string[] = []): number {
    for (const form of forms) {
      const split = form.indexOf('\0');
      this.idOf(form.slice(0, split), form.slice(split + 1));
    }
    const first = this.fields.used / FIELD_SLOTS;
    for (const { length, terms, counts } of fields) {
      const start = this.arena.used;
      terms.forEach((term, at) => this.arena.push(this.idOf(term, term), counts[at]!));
      this.fields.push3(start, terms.length, length);
    }
    return first;
  }

  /** The id of a term, and the surface it was written as, for prefix matching (a word always gives the same terms, so once per word is enough). */
  private idOf(term: string, surface: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) this.termIds.set(term, (id = this.terms.push(term) - 1));
    if (surface !== term) (this.forms.get(id) ?? this.forms.set(id, new Set()).get(id)!).add(surface);
    return id;
  }

  /** The index of every section this builder counted, in the order counted. */
  build(): IndexFile {
    const forms = [...this.forms].flatMap(([id, surfaces]) => [...surfaces].map((surface) => `${this.terms[id]}\0${surface}`));
    const sectionCount = this.fields.used / FIELD_SLOTS / SEARCH_FIELDS.length;
    return this.pack({ fresh: [{ first: 0, sections: sectionCount, field: 0 }], forms: [forms], sectionCount });
  }

  /**
   * The index of the pages counted by this builder (`fresh`) and of the previous index's
   * postings still standing (`kept`, see `packSearchIndex`); `keptLengths` are the kept
   * sections' total field lengths.
   */
  pack({ fresh, kept, forms, sectionCount, keptLengths }: { fresh: FreshPage[]; kept?: KeptPostings; forms: Iterable<readonly string[]>; sectionCount: number; keptLengths?: number[] }): IndexFile {
    let pairs: Uint32Array = this.arena.values;
    let fields: Uint32Array = this.fields.values;
    if (this.options.lunrBuilder) ({ fresh, pairs, fields } = this.countedByLunr(fresh));
    const totalLengths = keptLengths ? [...keptLengths] : SEARCH_FIELDS.map(() => 0);
    for (const page of fresh) {
      for (let at = 0; at < page.sections * SEARCH_FIELDS.length; at++) totalLengths[at % SEARCH_FIELDS.length]! += fields[(page.field + at) * FIELD_SLOTS + 2]!;
    }
    const file = packSearchIndex({ terms: this.terms, pairs, fields, fresh, kept, forms, sectionCount, totalLengths });
    return this.analyzer.language ? { ...file, language: this.analyzer.language.code } : file;
  }

  /** The fresh pages as `lunr.Builder` counts them (the fast path's switch). */
  private countedByLunr(fresh: FreshPage[]): { fresh: FreshPage[]; pairs: Uint32Array; fields: Uint32Array } {
    const counted = lunrCounts(fresh.flatMap((page) => this.fieldCounts(page.field, page.sections)), this.terms, this.arena.values);
    let at = 0;
    const relaid = fresh.map((page) => ({ first: page.first, sections: page.sections, field: ((at += page.sections) - page.sections) * SEARCH_FIELDS.length }));
    const fields = Uint32Array.from(counted.sections.flatMap((section) => section.flatMap(({ start, size, length }) => [start, size, length])));
    return { fresh: relaid, pairs: counted.pairs, fields };
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
  for (const section of sections) builder.count(section);
  return builder.build();
}
