import { createHash } from 'node:crypto';
import type { RenderedPage } from '../render/renderSite.js';
import type { BuildContext } from '../types.js';
import { buildSearchDocs } from './buildSearchDocs.js';
import { buildSearchIndex } from './buildSearchIndex.js';

/** The two search files, named by content hash, and their URLs. */
export interface SearchFiles {
  files: Map<string, string>;
  urls: { documents: string; index: string };
}

/** Splits pages into sections, indexes them with lunr, and names both files by content hash. */
export async function buildSearchFiles(pages: RenderedPage[], _ctx: BuildContext): Promise<SearchFiles> {
  const docs = buildSearchDocs(pages);
  const documents = JSON.stringify(docs.map(({ body: _body, ...rest }) => rest));
  const index = JSON.stringify(buildSearchIndex(docs));
  const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
  const urls = { documents: `/search/documents.${hash(documents)}.json`, index: `/search/index.${hash(index)}.json` };
  return { files: new Map([[urls.documents.slice(1), documents], [urls.index.slice(1), index]]), urls };
}
