import { random } from '../../../bench/corpus.mjs';
import { paragraph, title } from '../../../bench/realistic/prose.mjs';
import { createLexicon } from '../../../bench/realistic/vocabulary.mjs';
import { Analyzer } from '../../../src/search/analyze.js';
import type { IndexedSection } from '../../../src/search/buildSearchDocs.js';
import { buildSearchIndex } from '../../../src/search/buildSearchIndex.js';
import { SEARCH_FORMAT, type DocumentsFile, type IndexFile } from '../../../src/search/searchTypes.js';

/**
 * A site's two search files made in memory from the benchmark's realistic prose (its
 * Zipf-distributed 30,000-word lexicon, bench/realistic/), without building pages: a page
 * is a title and two to six sections of prose. Seeded: the same files every run.
 */
export function generatedSearchFiles(pages: number, seed = 24): { documents: DocumentsFile; index: IndexFile; words: string[] } {
  const { documents, sections, words } = generatedSections(pages, seed);
  const index = buildSearchIndex(sections, new Analyzer());
  return { documents: JSON.parse(JSON.stringify(documents)), index: JSON.parse(JSON.stringify(index)), words };
}

/** The sections `generatedSearchFiles` indexes, before they are indexed. */
export function generatedSections(pages: number, seed = 24): { documents: DocumentsFile; sections: IndexedSection[]; words: string[] } {
  const r = random(seed);
  const lexicon = createLexicon(r);
  const sections: IndexedSection[] = [];
  const documents: DocumentsFile = { format: SEARCH_FORMAT, pages: [], sections: [], suggestions: [] };
  for (let page = 0; page < pages; page++) {
    const pageTitle = title(r, lexicon);
    documents.pages.push({ url: `/docs/page-${page}`, title: pageTitle, type: 'doc', crumbs: ['Docs'] });
    const count = 2 + Math.floor(r() * 5);
    for (let at = 0; at < count; at++) {
      const heading = at === 0 ? pageTitle : title(r, lexicon);
      const body = `${paragraph(r, lexicon)} ${paragraph(r, lexicon)}`;
      const entry = { page, anchor: at === 0 ? '' : `section-${at}`, title: heading, preview: body.slice(0, 150) };
      documents.sections.push(entry);
      sections.push({ ...entry, pageTitle, keywords: '', body });
    }
  }
  return { documents, sections, words: lexicon.words };
}
