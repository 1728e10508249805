import { createHash } from 'node:crypto';
import type { BuildContext } from '../types.js';
import { Analyzer } from './analyze.js';
import { buildSearchDocs, type SearchInput } from './buildSearchDocs.js';
import { buildSearchIndex } from './buildSearchIndex.js';
import { SEARCH_FORMAT, type DocumentsFile, type SearchUrls } from './searchTypes.js';

/** The two search files, named by content hash, and their URLs. */
export interface SearchFiles {
  /** Output path (no leading slash) → contents. */
  files: Map<string, string>;
  urls: SearchUrls;
  /** Counts for the build summary and the benchmark. */
  stats: { pages: number; sections: number; terms: number };
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * Splits pages into sections, indexes them with lunr, and writes the document file and the
 * index file under `search/`, named by content hash so a cache never serves a stale index.
 */
export async function buildSearchFiles(input: SearchInput, ctx: BuildContext): Promise<SearchFiles> {
  const analyzer = new Analyzer();
  const docs = buildSearchDocs(input, ctx.config, analyzer);
  const index = buildSearchIndex(docs.sections, analyzer);
  const documentsFile: DocumentsFile = {
    format: SEARCH_FORMAT,
    pages: docs.pages,
    sections: docs.sections.map(({ pageTitle: _title, keywords: _keywords, body: _body, ...entry }) => entry),
    suggestions: docs.suggestions,
  };
  const documents = JSON.stringify(documentsFile);
  const indexJson = JSON.stringify(index);
  const names = { documents: `search/documents.${hash(documents)}.json`, index: `search/index.${hash(indexJson)}.json` };
  return {
    files: new Map([[names.documents, documents], [names.index, indexJson]]),
    // Root-relative, like the hashed assets and the routes in the documents file.
    urls: { documents: `/${names.documents}`, index: `/${names.index}` },
    stats: { pages: docs.pages.length, sections: docs.sections.length, terms: index.terms.length },
  };
}
