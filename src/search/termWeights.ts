/**
 * lunr's BM25 weights, worked out where the index is read from the raw counts the files store
 * (`TermPostings`) and the site-wide numbers beside them (`IndexStats`): the same formula,
 * parameters, idf, field boosts and precision as `lunr.Builder`'s `createFieldVectors` (a unit
 * test holds them equal to lunr's own), so ranking stays lunr's while a term's postings depend
 * on no other term's.
 */
import { SEARCH_FIELDS, WEIGHT_SCALE, type IndexStats, type TermPostings } from './searchTypes.js';

/** lunr's BM25 parameters (`lunr.Builder` defaults). */
const K1 = 1.2;
const B = 0.75;

/** lunr's idf (`lunr.idf`): `holders` counts a section once per field it holds the term in, as lunr does. */
export function lunrIdf(holders: number, sectionCount: number): number {
  return Math.log(1 + Math.abs((sectionCount - holders + 0.5) / (holders + 0.5)));
}

/** lunr's weight of a term in one field of one section, to lunr's thousandths (`createFieldVectors`). */
export function lunrWeight(idf: number, tf: number, length: number, averageLength: number, boost: number): number {
  const score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (length / averageLength)) + tf);
  return Math.round(score * boost * 1000) / 1000;
}

/** Weighs terms' postings for one index: its average field lengths are worked out once. */
export class TermWeigher {
  private readonly averages: number[];

  constructor(private readonly stats: IndexStats) {
    this.averages = stats.totalLengths.map((total) => total / Math.max(1, stats.sectionCount));
  }

  /**
   * Calls `visit(field, section, weight)` for each entry of a term's postings, field by field,
   * the weight lunr's rounded to tenths (`WEIGHT_SCALE`; at least one), as the engine sums it.
   * `exact`: lunr's thousandths instead (`toLunrIndex` and the tests that hold them to lunr's).
   */
  forEach(postings: TermPostings, visit: (field: number, section: number, weight: number) => void, exact = false): void {
    let holders = 0;
    for (const packed of postings) holders += packed.length / 3;
    const idf = lunrIdf(holders, this.stats.sectionCount);
    postings.forEach((packed, field) => {
      const boost = SEARCH_FIELDS[field]!.boost;
      // An average of 0: no section has the field, so no posting reaches here (lunr divides all the same).
      const average = this.averages[field]!;
      let section = 0;
      for (let at = 0; at < packed.length; at += 3) {
        section += packed[at]!;
        const weight = lunrWeight(idf, packed[at + 1]!, packed[at + 2]!, average, boost);
        visit(field, section, exact ? weight : Math.max(1, Math.round(weight * WEIGHT_SCALE)) / WEIGHT_SCALE);
      }
    });
  }
}
