import type { Analyzer } from './analyze.js';
import type { IndexedSection } from './buildSearchDocs.js';
import { SEARCH_FIELDS, SEARCH_FORMAT, WEIGHT_SCALE, type IndexFile } from './searchTypes.js';

/** lunr's BM25 parameters (`lunr.Builder` defaults), and the version whose scoring this is. */
const K1 = 1.2;
const B = 0.75;
const LUNR_VERSION = '2.3.9';

/** Term frequencies of one field of one section, and its length in terms. */
interface FieldCounts {
  counts: Map<number, number>;
  length: number;
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

  constructor(private readonly analyzer: Analyzer) {}

  count(section: IndexTexts): SectionCounts {
    return [section.pageTitle, section.title, section.keywords, section.body].map((text) => {
      const counts = new Map<number, number>();
      let length = 0;
      this.analyzer.forEachTerm(text, ({ term, surface }) => {
        let id = this.termIds.get(term);
        if (id === undefined) this.termIds.set(term, (id = this.terms.push(term) - 1));
        counts.set(id, (counts.get(id) ?? 0) + 1);
        length++;
        if (surface !== term) (this.forms.get(id) ?? this.forms.set(id, new Set()).get(id)!).add(surface);
      });
      return { counts, length };
    });
  }

  build(sections: SectionCounts[]): IndexFile {
    return packIndex(this.terms, this.forms, weigh(sections, this.terms.length));
  }
}

/** A section's term counts, by field (see `SearchIndexBuilder.count`). */
export type SectionCounts = FieldCounts[];

/** The index of every section, counted and built at once. */
export function buildSearchIndex(sections: IndexTexts[], analyzer: Analyzer): IndexFile {
  const builder = new SearchIndexBuilder(analyzer);
  return builder.build(sections.map((section) => builder.count(section)));
}

/** lunr's `createFieldVectors`: per section and field, `[termId, weight]` pairs. */
function weigh(docs: FieldCounts[][], termCount: number): Array<Array<Array<[number, number]>>> {
  // lunr counts a section once per field it holds the term in.
  const holders = new Uint32Array(termCount);
  const totalLength = SEARCH_FIELDS.map(() => 0);
  for (const fields of docs) {
    fields.forEach((field, at) => {
      totalLength[at]! += field.length;
      for (const id of field.counts.keys()) holders[id]!++;
    });
  }
  const idf = Array.from(holders, (count) => Math.log(1 + Math.abs((docs.length - count + 0.5) / (count + 0.5))));
  const average = totalLength.map((total) => total / Math.max(1, docs.length));
  return docs.map((fields) =>
    fields.map(({ counts, length }, at) => {
      const norm = K1 * (1 - B + (B * length) / (average[at] || 1));
      return [...counts].map(([id, tf]): [number, number] => {
        const score = ((idf[id]! * ((K1 + 1) * tf)) / (norm + tf)) * SEARCH_FIELDS[at]!.boost;
        return [id, Math.round(score * 1000) / 1000];
      });
    }),
  );
}

/** Terms sorted; vectors by sorted position, delta-encoded, weights as integers in `WEIGHT_SCALE` units. */
function packIndex(terms: string[], forms: Map<number, Set<string>>, vectors: Array<Array<Array<[number, number]>>>): IndexFile {
  const order = terms.map((_, id) => id).sort((a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0));
  const position = new Uint32Array(terms.length);
  order.forEach((id, at) => (position[id] = at));
  const pack = (pairs: Array<[number, number]>) => {
    const sorted = pairs.map(([id, weight]): [number, number] => [position[id]!, weight]).sort((a, b) => a[0] - b[0]);
    const packed: number[] = [];
    let previous = 0;
    for (const [at, weight] of sorted) {
      packed.push(at - previous, Math.max(1, Math.round(weight * WEIGHT_SCALE)));
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
    vectors: vectors.map((fields) => fields.map(pack)),
  };
}
