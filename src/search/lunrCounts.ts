import lunr from 'lunr';
import { SEARCH_FIELDS } from './searchTypes.js';

/** One field of one section as `SearchIndexBuilder` counts it: `size` pairs of term id and count from `start`, and its length. */
export interface CountedField {
  start: number;
  size: number;
  length: number;
}

/** What lunr's builder keeps of a field, which @types/lunr leaves out. */
interface BuilderCounts {
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
}

/**
 * The term counts and field lengths `lunr.Builder` itself takes from the same terms: the
 * library the search index builder stands in for, behind its `lunrBuilder` switch
 * (CONTRIBUTING's fast paths). Each field is handed to lunr as its terms, each repeated as
 * often as it was counted, with lunr's pipelines emptied since the terms are analysed already;
 * lunr's counts come back in the builder's own form (`pairs` of term id and count).
 */
export function lunrCounts(docs: CountedField[][], terms: readonly string[], pairs: Uint32Array): { sections: CountedField[][]; pairs: Uint32Array } {
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
  const { fieldTermFrequencies, fieldLengths } = builder as unknown as BuilderCounts;
  const ids = new Map(terms.map((term, id) => [term, id]));
  const counted: number[] = [];
  const sections = docs.map((fields, ref) =>
    fields.map((_, at) => {
      const fieldRef = `${SEARCH_FIELDS[at]!.name}/${ref}`;
      const start = counted.length;
      for (const [term, tf] of Object.entries(fieldTermFrequencies[fieldRef] ?? {})) counted.push(ids.get(term)!, tf);
      return { start, size: (counted.length - start) / 2, length: fieldLengths[fieldRef] ?? 0 };
    }),
  );
  return { sections, pairs: Uint32Array.from(counted) };
}
