/**
 * The index file is lunr's index in a compact form; this expands it back into a `lunr.Index`
 * (inverted index plus field vectors, as `lunr.Index.load` reads them), for tools that want
 * lunr's own query API, and for the tests that hold the engine's ranking to lunr's.
 */
import lunr from 'lunr';
import { WEIGHT_SCALE, type IndexFile } from './searchTypes.js';

/** A `lunr.Index` with the same terms, fields and weights as the file. */
export function toLunrIndex(file: IndexFile): lunr.Index {
  const postings = file.terms.map((_, at) => {
    const posting: Record<string, unknown> = { _index: at };
    for (const field of file.fields) posting[field] = {};
    return posting;
  });
  const fieldVectors: Array<[string, number[]]> = [];
  file.vectors.forEach((fields, ref) => {
    fields.forEach((packed, fieldAt) => {
      const field = file.fields[fieldAt]!;
      const elements: number[] = [];
      let term = 0;
      for (let at = 0; at < packed.length; at += 2) {
        term += packed[at]!;
        elements.push(term, packed[at + 1]! / WEIGHT_SCALE);
        (postings[term]![field] as Record<string, object>)[ref] = {};
      }
      fieldVectors.push([`${field}/${ref}`, elements]);
    });
  });
  return lunr.Index.load({ version: lunr.version, fields: file.fields, fieldVectors, invertedIndex: file.terms.map((term, at) => [term, postings[at]]), pipeline: [] });
}
