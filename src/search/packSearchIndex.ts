/**
 * Packs counted sections into the index file (`IndexFile`: per term, per field, raw counts),
 * from two sources at once: sections counted in this build (`FreshPage`), and the postings of
 * the previous build's index for pages that did not change (`KeptPostings`), renumbered to
 * their sections' places now. A cold build has only the first; an incremental one (see
 * `searchState.ts`) mostly the second, and then leaves alone every term its edits do not touch
 * (its postings stay the very arrays they were). Either way the file is the same: a term's
 * postings are its sections in ascending order, whichever source they come from.
 */
import { compareStrings } from './sortedWords.js';
import { SEARCH_FIELDS, SEARCH_FORMAT, type IndexFile, type TermPostings } from './searchTypes.js';

/** The lunr version whose scoring this is. */
export const LUNR_VERSION = '2.3.9';

/** One field of a counted section: `size` pairs of term id and count from `start` in `pairs`, and its length in terms. */
export interface FieldCounts {
  start: number;
  size: number;
  length: number;
}

/**
 * A page counted in this build: the number of its first section in the index, how many
 * sections it has, and where its sections' fields are in `PackInput.fields` (one after another,
 * every field of a section). Numbers, not an object per field: a builder keeps every page's
 * counts until the end, and at 5,000 pages arrays of `FieldCounts` were a few MB of its heap.
 */
export interface FreshPage {
  first: number;
  sections: number;
  field: number;
}

/** Fields as `FieldCounts` in a column: `start`, `size` and `length` of each, one field after another. */
export const FIELD_SLOTS = 3;

/** The previous index's postings, and where each of its sections is now (`-1`: gone, its page changed or left). */
export interface KeptPostings {
  terms: string[];
  postings: TermPostings[];
  renumbered: Int32Array;
}

/** What `packSearchIndex` packs. */
export interface PackInput {
  /** The counting builder's terms, by id (`pairs` hold ids). */
  terms: readonly string[];
  pairs: Uint32Array;
  /** Counted fields (`FIELD_SLOTS` numbers each), which `fresh` points into. */
  fields: Uint32Array;
  fresh: FreshPage[];
  kept?: KeptPostings;
  /** Every page's forms (`term\0surface`), in any order. */
  forms: Iterable<readonly string[]>;
  sectionCount: number;
  totalLengths: number[];
}

/**
 * The fresh pages' postings in three flat columns (section, tf, length), grouped by slot (a
 * term id and a field: `id * fields + field`), a slot's postings from `start[slot]` to
 * `start[slot + 1]`. Typed arrays, not an array of triples per term and field: at 5,000
 * pages there are some three million postings, and arrays of them (with their growth's slack)
 * were the largest part of the search thread's peak while it packed.
 */
interface FreshPostings {
  start: Int32Array;
  section: Int32Array;
  tf: Int32Array;
  length: Int32Array;
}

/** Calls `visit(slot, section, tf, length)` for every posting of the fresh pages, in page order. */
function forEachFreshPosting(input: PackInput, visit: (slot: number, section: number, tf: number, length: number) => void) {
  const fieldCount = SEARCH_FIELDS.length;
  const { fields, pairs } = input;
  for (const page of input.fresh) {
    for (let at = 0; at < page.sections; at++) {
      for (let field = 0; field < fieldCount; field++) {
        const slot = (page.field + at * fieldCount + field) * FIELD_SLOTS;
        const start = fields[slot]!;
        const end = start + 2 * fields[slot + 1]!;
        const length = fields[slot + 2]!;
        for (let pair = start; pair < end; pair += 2) visit(pairs[pair]! * fieldCount + field, page.first + at, pairs[pair + 1]!, length);
      }
    }
  }
}

/** The fresh pages' postings, counted then placed (two passes over the counts, no per-term arrays). */
function freshPostings(input: PackInput): FreshPostings {
  const start = new Int32Array(input.terms.length * SEARCH_FIELDS.length + 1);
  forEachFreshPosting(input, (slot) => start[slot + 1]!++);
  for (let slot = 1; slot < start.length; slot++) start[slot]! += start[slot - 1]!;
  const total = start[start.length - 1]!;
  const postings = { start, section: new Int32Array(total), tf: new Int32Array(total), length: new Int32Array(total) };
  const next = start.slice(0, -1);
  forEachFreshPosting(input, (slot, section, tf, length) => {
    const at = next[slot]!++;
    postings.section[at] = section;
    postings.tf[at] = tf;
    postings.length[at] = length;
  });
  return postings;
}

/** Whether a term id has any fresh posting. */
function isFresh(fresh: FreshPostings, id: number): boolean {
  const fieldCount = SEARCH_FIELDS.length;
  return fresh.start[id * fieldCount]! < fresh.start[(id + 1) * fieldCount]!;
}

/** A term's fresh postings as absolute `[section, tf, length]` triples per field (to merge with kept ones). */
function freshTriples(fresh: FreshPostings, id: number): number[][] {
  return SEARCH_FIELDS.map((_, field) => {
    const slot = id * SEARCH_FIELDS.length + field;
    const list: number[] = [];
    for (let at = fresh.start[slot]!; at < fresh.start[slot + 1]!; at++) list.push(fresh.section[at]!, fresh.tf[at]!, fresh.length[at]!);
    return list;
  });
}

/** A term's fresh postings delta-encoded, ascending (as `encode` would make them from `freshTriples`). */
function encodeFresh(fresh: FreshPostings, id: number): TermPostings {
  return SEARCH_FIELDS.map((_, field) => {
    const slot = id * SEARCH_FIELDS.length + field;
    const from = fresh.start[slot]!;
    const to = fresh.start[slot + 1]!;
    let ascending = true;
    for (let at = from + 1; at < to && ascending; at++) ascending = fresh.section[at - 1]! < fresh.section[at]!;
    // Pages come in section order (`SearchDocsBuilder.finish`), so this is the rule; the sort stays for any other caller.
    if (!ascending) return encode([freshTriples(fresh, id)[field]!])[0]!;
    const packed = new Array<number>(3 * (to - from));
    let previous = 0;
    for (let at = from, out = 0; at < to; at++, out += 3) {
      packed[out] = fresh.section[at]! - previous;
      packed[out + 1] = fresh.tf[at]!;
      packed[out + 2] = fresh.length[at]!;
      previous = fresh.section[at]!;
    }
    return packed;
  });
}

/** Whether none of a kept term's sections moved or went: most terms on an edit, checked without making arrays. */
function unmoved(postings: TermPostings, renumbered: Int32Array): boolean {
  for (const packed of postings) {
    let section = 0;
    for (let at = 0; at < packed.length; at += 3) if (renumbered[(section += packed[at]!)] !== section) return false;
  }
  return true;
}

/** A kept term's postings renumbered, as absolute triples per field (a gone section's left out). */
function renumber(postings: TermPostings, renumbered: Int32Array): number[][] {
  return postings.map((packed) => {
    const list: number[] = [];
    let section = 0;
    for (let at = 0; at < packed.length; at += 3) {
      section += packed[at]!;
      const now = renumbered[section]!;
      if (now >= 0) list.push(now, packed[at + 1]!, packed[at + 2]!);
    }
    return list;
  });
}

/** Absolute triples (in any section order) delta-encoded, ascending. */
function encode(lists: number[][]): TermPostings {
  return lists.map((list) => {
    const order = Array.from({ length: list.length / 3 }, (_, at) => at);
    order.sort((a, b) => list[3 * a]! - list[3 * b]!);
    const packed: number[] = [];
    let previous = 0;
    for (const at of order) {
      packed.push(list[3 * at]! - previous, list[3 * at + 1]!, list[3 * at + 2]!);
      previous = list[3 * at]!;
    }
    return packed;
  });
}

/** Whether a list of absolute triples is in ascending section order. */
function ascending(list: number[]): boolean {
  for (let at = 3; at < list.length; at += 3) if (list[at - 3]! >= list[at]!) return false;
  return true;
}

/**
 * A kept term's renumbered triples and its fresh ones, per field, delta-encoded: merged when
 * both are ascending (the rule: kept pages keep their order, and a field's postings of a common
 * word run to thousands, which `encode` would sort), else sorted by `encode`.
 */
function encodeMerged(kept: number[][], fresh: number[][]): TermPostings {
  return kept.map((list, field) => {
    const added = fresh[field]!;
    if (!ascending(list) || !ascending(added)) return encode([[...list, ...added]])[0]!;
    const packed = new Array<number>(list.length + added.length);
    let previous = 0;
    for (let out = 0, a = 0, b = 0; out < packed.length; out += 3) {
      const fromKept = b >= added.length || (a < list.length && list[a]! < added[b]!);
      const source = fromKept ? list : added;
      const at = fromKept ? a : b;
      packed[out] = source[at]! - previous;
      packed[out + 1] = source[at + 1]!;
      packed[out + 2] = source[at + 2]!;
      previous = source[at]!;
      if (fromKept) a += 3;
      else b += 3;
    }
    return packed;
  });
}

/** Each term's space-separated forms, sorted, from every page's `term\0surface` forms. */
function formsByTerm(pages: Iterable<readonly string[]>): Map<string, string> {
  const sets = new Map<string, Set<string>>();
  for (const forms of pages) {
    for (const form of forms) {
      const split = form.indexOf('\0');
      const term = form.slice(0, split);
      (sets.get(term) ?? sets.set(term, new Set()).get(term)!).add(form.slice(split + 1));
    }
  }
  return new Map([...sets].map(([term, surfaces]) => [term, [...surfaces].sort().join(' ')]));
}

/** The index file of every page, fresh and kept (see the top of the file). */
export function packSearchIndex(input: PackInput): IndexFile {
  const fresh = freshPostings(input);
  const byTerm = new Map<string, TermPostings>();
  const freshOf = new Map<string, number>();
  for (let id = 0; id < input.terms.length; id++) if (isFresh(fresh, id)) freshOf.set(input.terms[id]!, id);
  input.kept?.terms.forEach((term, at) => {
    const added = freshOf.get(term);
    if (added === undefined && unmoved(input.kept!.postings[at]!, input.kept!.renumbered)) return void byTerm.set(term, input.kept!.postings[at]!);
    const lists = renumber(input.kept!.postings[at]!, input.kept!.renumbered);
    const merged = encodeMerged(lists, added === undefined ? SEARCH_FIELDS.map(() => []) : freshTriples(fresh, added));
    if (merged.some((list) => list.length)) byTerm.set(term, merged);
  });
  const keptTerms = new Set(input.kept?.terms);
  for (const [term, id] of freshOf) if (!keptTerms.has(term)) byTerm.set(term, encodeFresh(fresh, id));
  const terms = [...byTerm.keys()].sort(compareStrings);
  const forms = formsByTerm(input.forms);
  return {
    format: SEARCH_FORMAT,
    lunr: LUNR_VERSION,
    fields: SEARCH_FIELDS.map((field) => field.name),
    sectionCount: input.sectionCount,
    totalLengths: input.totalLengths,
    terms,
    forms: terms.map((term) => forms.get(term) ?? ''),
    postings: terms.map((term) => byTerm.get(term)!),
  };
}
