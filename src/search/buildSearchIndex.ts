import lunr from 'lunr';
import type { SearchDoc } from './buildSearchDocs.js';

/** A serialised lunr index over page title, section title and body (boosted in that order). */
export function buildSearchIndex(docs: SearchDoc[]): object {
  const index = lunr(function () {
    this.ref('id');
    this.field('pageTitle', { boost: 10 });
    this.field('sectionTitle', { boost: 5 });
    this.field('body');
    this.metadataWhitelist = [];
    for (const doc of docs) this.add(doc);
  });
  return index.toJSON();
}
