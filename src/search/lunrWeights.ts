import lunr from 'lunr';
import { SEARCH_FIELDS } from './searchTypes.js';

/** One field of one section as `SearchIndexBuilder` counts it: `size` pairs of term id and count from `start`. */
export interface CountedField {
  start: number;
  size: number;
}

/** A section's field weights: a function of term id and count to the rounded weight, per field. */
export type FieldWeights = Array<(id: number, tf: number) => number>;

/**
 * The weights `lunr.Builder` itself gives the same counted terms: the library the search index
 * builder stands in for, behind its `lunrBuilder` switch (CONTRIBUTING's fast paths). Each
 * field is handed to lunr as its terms, each repeated as often as it was counted, with lunr's
 * pipelines emptied since the terms are analysed already; BM25 only reads the counts and the
 * field lengths, so the order of the terms does not matter.
 */
export function lunrWeights(docs: CountedField[][], terms: readonly string[], pairs: Uint32Array): FieldWeights[] {
  const builder = new lunr.Builder();
  builder.pipeline.reset();
  builder.searchPipeline.reset();
  // The field values below are token lists already.
  (builder as unknown as { tokenizer: (value: unknown) => unknown }).tokenizer = (value) => value;
  builder.ref('ref');
  for (const field of SEARCH_FIELDS) builder.field(field.name, { boost: field.boost });
  docs.forEach((fields, ref) => {
    const doc: Record<string, unknown> = { ref: String(ref) };
    fields.forEach(({ start, size }, at) => {
      const tokens: lunr.Token[] = [];
      for (let pair = start; pair < start + 2 * size; pair += 2) {
        for (let n = 0; n < pairs[pair + 1]!; n++) tokens.push(new lunr.Token(terms[pairs[pair]!]!, {}));
      }
      doc[SEARCH_FIELDS[at]!.name] = tokens;
    });
    builder.add(doc);
  });
  const json = builder.build().toJSON() as unknown as { invertedIndex: Array<[string, { _index: number }]>; fieldVectors: Array<[string, number[]]> };
  const termOf = new Map(json.invertedIndex.map(([term, posting]) => [posting._index, term]));
  const weights = new Map<string, Map<string, number>>();
  for (const [fieldRef, elements] of json.fieldVectors) {
    const byTerm = new Map<string, number>();
    for (let at = 0; at < elements.length; at += 2) byTerm.set(termOf.get(elements[at]!)!, elements[at + 1]!);
    weights.set(fieldRef, byTerm);
  }
  return docs.map((fields, ref) => fields.map((_, at) => (id: number) => weights.get(`${SEARCH_FIELDS[at]!.name}/${ref}`)?.get(terms[id]!) ?? 0));
}
