/**
 * The index file is lunr's index in a compact form; this expands it back into a `lunr.Index`
 * (inverted index plus field vectors, as `lunr.Index.load` reads them), its weights worked out
 * from the file's counts as the engine works them out (`TermWeigher`, to the tenths the
 * engine scores with), for tools that want lunr's own query API, and for the tests that hold
 * the engine's ranking to lunr's.
 */
import lunr from 'lunr';
import type { IndexFile } from './searchTypes.js';
import { TermWeigher } from './termWeights.js';

/** A `lunr.Index` with the same terms and fields as the file, and the weights the engine gives them. */
export function toLunrIndex(file: IndexFile): lunr.Index {
  const weigher = new TermWeigher(file);
  const vectors = new Map<string, number[]>();
  const invertedIndex = file.terms.map((term, at): [string, Record<string, unknown>] => {
    const posting: Record<string, unknown> = { _index: at };
    for (const field of file.fields) posting[field] = {};
    weigher.forEach(file.postings[at]!, (fieldAt, ref, weight) => {
      const field = file.fields[fieldAt]!;
      (posting[field] as Record<string, object>)[ref] = {};
      const key = `${field}/${ref}`;
      (vectors.get(key) ?? vectors.set(key, []).get(key)!).push(at, weight);
    });
    return [term, posting];
  });
  // lunr lists a vector for every field of every section, empty ones too.
  const fieldVectors: Array<[string, number[]]> = [];
  for (let ref = 0; ref < file.sectionCount; ref++) for (const field of file.fields) fieldVectors.push([`${field}/${ref}`, vectors.get(`${field}/${ref}`) ?? []]);
  return lunr.Index.load({ version: lunr.version, fields: file.fields, fieldVectors, invertedIndex, pipeline: [] });
}
