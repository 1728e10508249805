import type { CollectedSidebars } from '../collect/collectSidebars.js';
import type { ApiPageData } from '../compile/openapi/apiPageData.js';
import { detached } from '../shared/detached.js';
import type { Route, SiteConfig } from '../types.js';
import type { Analyzer } from './analyze.js';
import { collectApiFacts } from './collectApiFacts.js';
import { firstTerm } from './firstTerm.js';
import { extractSections, type ExtractedSection, type TreeReads } from './extractSections.js';
import { docCrumbs, suggestedPaths } from './searchCrumbs.js';
import { SearchIndexBuilder, type StoredFieldCounts } from './buildSearchIndex.js';
import type { FreshPage } from './packSearchIndex.js';
import { readSearchState, type PreviousScope, type ScopeState, type SearchStateFile, type StatePage } from './searchState.js';
import { SEARCH_FIELDS, searchTypeOf, type IndexFile, type SearchPageEntry, type SearchPageType, type SearchSectionEntry } from './searchTypes.js';

/** What search reads of a rendered page (a `SearchPage` is one). */
export interface SearchPage {
  route: { kind: Route['kind']; path: string; generator?: string; content?: { frontmatter: { keywords?: unknown } }; docsVersion?: string; blogPluginId?: string };
  /** The complete HTML document: sections are read from its `<main>`. */
  html: string;
  title: string;
  description: string;
}

/** The data behind the pages that search reads. */
export interface SearchData {
  /** For breadcrumbs and suggestions. */
  sidebars?: CollectedSidebars;
  /** API page data by route path, for the operation facts. */
  apiPages?: Map<string, Pick<ApiPageData, 'operation'>>;
}

/** What the search step reads: the rendered pages and the data behind them. */
export interface SearchInput extends SearchData {
  pages: SearchPage[];
}

/** A section with the text lunr indexes (only the entry part goes into the documents file). */
export interface IndexedSection extends SearchSectionEntry {
  pageTitle: string;
  keywords: string;
  body: string;
}

/** Everything the index and the documents file are made of. */
export interface SearchDocs {
  pages: SearchPageEntry[];
  sections: SearchSectionEntry[];
  suggestions: string[];
}

export { searchTypeOf };

const PREVIEW_LENGTH = 150;


/** The first words of a text, cut at a word boundary. */
export function previewOf(text: string, length = PREVIEW_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut.slice(0, length)).replace(/[\s,;:.–—-]+$/, '')}…`;
}

function crumbsOf(route: SearchPage['route'], input: SearchData, config: SiteConfig): string[] {
  if (route.kind === 'blog') return [(route.blogPluginId === undefined ? config.blog : config.blogSections?.find((blog) => blog.pluginId === route.blogPluginId))?.title ?? 'Blog'];
  if (route.kind === 'doc' || route.kind === 'api' || route.kind === 'generated') return docCrumbs(config, input.sidebars, route.path);
  return [];
}

/**
 * The terms of the sections' titles and prose, as a set: `Analyzer.terms` of each, put straight
 * into the set instead of an array of every term and its repeats.
 */
function termsIn(sections: ExtractedSection[], analyzer: Analyzer): Set<string> {
  const present = new Set<string>();
  for (const section of sections) analyzer.forEachTerm(`${section.title} ${section.prose}`, ({ term }) => present.add(term));
  return present;
}

/** Facts the rendered sections do not already contain go into the intro's keywords. */
function apiKeywords(page: SearchPage, sections: ExtractedSection[], input: SearchData, analyzer: Analyzer): string[] {
  const facts = collectApiFacts(input.apiPages?.get(page.route.path)?.operation);
  if (!facts) return [];
  // Code is not indexed: a fact the page shows only in a code sample is indexed from here.
  const present = termsIn(sections, analyzer);
  const missing = facts.details.filter((fact) => analyzer.terms(fact).some((term) => !present.has(term)));
  return [...facts.headline, ...missing];
}

/** `[term, id]` for each element with an id: its first word is what it is about (`take_profit`). */
function spotsOf(section: ExtractedSection, analyzer: Analyzer): Array<[string, string]> | undefined {
  const spots = new Map<string, string>();
  for (const spot of section.spots) {
    const term = firstTerm(analyzer, spot.text);
    if (term && !spots.has(term) && spot.id !== section.anchor) spots.set(term, spot.id);
  }
  return spots.size ? [...spots] : undefined;
}

/** One indexed section; the intro adds the page's keywords and description. */
/** A page's section; which page it belongs to is numbered once every page is in. */
type PageSection = Omit<IndexedSection, 'page'>;

/**
 * What the documents file keeps of a section once it is counted, in strings of its own: the
 * texts it was cut from (the page's HTML, the section's text) are then free to go, instead
 * of staying in the search thread's memory until every page is in.
 */
function entryOf({ anchor, title, preview, spots }: PageSection): Omit<SearchSectionEntry, 'page'> {
  const entry: Omit<SearchSectionEntry, 'page'> = { anchor: detached(anchor), title: detached(title), preview: detached(preview) };
  if (spots) entry.spots = spots.map(([term, id]) => [detached(term), detached(id)]);
  return entry;
}

function indexedSection(page: SearchPage, part: ExtractedSection, analyzer: Analyzer, intro?: { keywords: string[]; description: string }): PageSection {
  const section: PageSection = {
    anchor: part.anchor,
    title: intro ? page.title : part.title,
    preview: previewOf(intro ? part.prose || intro.description : part.prose),
    pageTitle: page.title,
    keywords: intro?.keywords.join(' ') ?? '',
    body: `${intro?.description ?? ''} ${part.prose}`,
  };
  const spots = spotsOf(part, analyzer);
  if (spots) section.spots = spots;
  return section;
}

function sectionsOf(page: SearchPage, input: SearchData, analyzer: Analyzer, category: boolean, trees: TreeReads): PageSection[] {
  const extracted = category ? [] : extractSections(page.html, trees);
  const first = extracted[0] ?? { anchor: '', title: '', prose: '', code: '', hasOwnProse: false, spots: [] };
  const frontmatter = page.route.content?.frontmatter;
  const keywords = [...(Array.isArray(frontmatter?.keywords) ? frontmatter.keywords.map(String) : []), ...apiKeywords(page, extracted, input, analyzer)];
  const description = page.description && !first.prose.includes(page.description) ? page.description : '';
  // Headings and prose are results; a section of only links, only code or nothing (a try-it island) is not.
  const results = extracted.slice(1).filter((part) => part.hasOwnProse);
  return [indexedSection(page, first, analyzer, { keywords, description }), ...results.map((part) => indexedSection(page, part, analyzer))];
}

/**
 * A page as one scope holds it: its entry and sections (shared by every scope it is in), the
 * forms its words add, and either where its counts are in the scope's index builder (`field`,
 * its first section's first field: the rest follow) or, for a page taken from the previous
 * state, its field lengths and where its sections were in that state's postings. A counted
 * page's lengths are read from its counts when the state is made, not kept twice until then.
 */
type ScopedPage = Omit<StatePage, 'lengths'> & { order: number } & ({ field: number } | { lengths: number[][]; keptFrom: number });

/**
 * What search made of a page, kept between builds into the same folder, so that a page kept
 * from the previous output is not split and analysed again (`SearchDocsBuilder.addStored`).
 */
export interface StoredSearchPage {
  entry: SearchPageEntry;
  sections: Array<Omit<SearchSectionEntry, 'page'>>;
  /** Per section, per field: its terms and their counts. */
  counts: StoredFieldCounts[][];
  /** The forms its words add to terms (`term\0surface`). */
  forms: string[];
}

/**
 * Splits searchable pages into sections as they come (blog lists and the not-found page are
 * left out), so a build can hand pages over while it renders the rest. Pages may come in any
 * order: each says its place (`order`, the route order), and the files list them in that order.
 *
 * Each scope (`searchScopes.ts`: a docs version) has an index of its own, made of its pages
 * only: a page is split once and counted into each scope it goes into, so a scope's files are
 * the files a site of only its pages would have.
 */
export class SearchDocsBuilder {
  private readonly scopes = new Map<string, { index: SearchIndexBuilder; pages: ScopedPage[] }>();
  private added = 0;
  private previous: Map<string, PreviousScope> | undefined | null = null;
  /** Schema trees read so far: an API reference repeats them on many pages (see `TreeRead`). */
  private readonly trees: TreeReads = new Map();

  /**
   * `scopes`: the keys of the indexes to build (one, `''`, unless the site splits search by
   * version). `state`: where the previous build's state is (`searchState.ts`), read when a
   * page is first kept (`addKept`).
   */
  constructor(
    private readonly input: SearchData,
    private readonly config: SiteConfig,
    private readonly analyzer: Analyzer,
    scopes: readonly string[] = [''],
    private readonly state?: SearchStateFile,
  ) {
    for (const key of scopes) this.scopes.set(key, { index: new SearchIndexBuilder(analyzer), pages: [] });
  }

  /**
   * Adds a page to the scopes named (every scope when none are). With `store`, returns what
   * `addStored` takes to add the same page again without reading its HTML.
   */
  add(page: SearchPage, order = this.added, scopes: readonly string[] = [...this.scopes.keys()], store = false, id?: string): StoredSearchPage | undefined {
    this.added++;
    const type = searchTypeOf(page.route);
    if (!type) return undefined;
    const entry = { url: page.route.path, title: page.title, type: type === 'category' ? ('doc' as const) : type, crumbs: crumbsOf(page.route, this.input, this.config) };
    const sections = sectionsOf(page, this.input, this.analyzer, type === 'category', this.trees);
    const entries = sections.map(entryOf);
    let stored: StoredSearchPage | undefined;
    for (const key of scopes) {
      const scope = this.scopeOf(key, page.route.path);
      const found = new Set<string>();
      // Counted now, while the build is still rendering: the index's bulk of the work.
      const field = sections.map((section) => scope.index.count(section, found))[0] ?? 0;
      const forms = [...found];
      scope.pages.push({ id, order, entry, sections: entries, field, forms });
      if (store && !stored) stored = { entry, sections: entries, counts: scope.index.fieldCounts(field, sections.length).map((fields) => scope.index.storedCounts(fields)), forms };
    }
    return stored;
  }

  /** Adds a page as `add` stored it, to the scopes named. */
  addStored(stored: StoredSearchPage, order: number, scopes: readonly string[] = [...this.scopes.keys()], id?: string): void {
    this.added++;
    for (const key of scopes) {
      const scope = this.scopeOf(key, stored.entry.url);
      const field = stored.counts.map((fields, at) => scope.index.countStored(fields, at === 0 ? stored.forms : undefined))[0] ?? 0;
      scope.pages.push({ id, order, entry: stored.entry, sections: stored.sections, field, forms: stored.forms });
    }
  }

  /**
   * Adds a page as the previous build's state holds it (named by its stored search file, `id`)
   * to the scopes named, without reading it: false when the state has it in not every one of
   * them (then `addStored` adds it).
   */
  addKept(id: string, order: number, scopes: readonly string[] = [...this.scopes.keys()]): boolean {
    if (this.previous === null) this.previous = this.state && readSearchState(this.state);
    const found = scopes.map((key) => this.previous?.get(key)?.byId.get(id));
    if (!found.every(Boolean)) return false;
    this.added++;
    scopes.forEach((key, at) => {
      const { page, firstSection } = found[at]!;
      this.scopeOf(key, page.entry.url).pages.push({ ...page, order, keptFrom: firstSection });
    });
    return true;
  }

  private scopeOf(key: string, path: string) {
    const scope = this.scopes.get(key);
    if (!scope) throw new Error(`${path}: no search scope '${key}' (the scopes are ${[...this.scopes.keys()].map((name) => `'${name}'`).join(', ')})`);
    return scope;
  }

  /**
   * A scope's pages and sections in route order, and the index over them (the first scope's
   * when none is named), with what the next build's state keeps of it (`searchState.ts`).
   */
  finish(key = this.scopes.keys().next().value!): SearchDocs & { index: IndexFile; state: ScopeState } {
    const scope = this.scopes.get(key);
    // No scope left to default to: `key` is undefined then.
    if (!scope) throw new Error(`search scope '${key ?? ''}' is finished already (or was never one)`);
    const ordered = [...scope.pages].sort((a, b) => a.order - b.order);
    const pages = ordered.map((page) => page.entry);
    const sections = ordered.flatMap((page, index) => page.sections.map((section): SearchSectionEntry => ({ page: index, ...section })));
    const titleOf = new Map(pages.map((page) => [page.url, page.title]));
    const suggestions = suggestedPaths(this.input.sidebars).flatMap((path) => titleOf.get(path) ?? []);
    const index = this.indexOf(scope.index, key, ordered, sections.length);
    const lengthsOf = (page: ScopedPage) => ('field' in page ? scope.index.lengths(page.field, page.sections.length) : page.lengths);
    const statePages = ordered.map((page) => ({ ...(page.id !== undefined && { id: page.id }), entry: page.entry, sections: page.sections, lengths: lengthsOf(page), forms: page.forms }));
    // Packed: its counts, the counting arena and the word caches (some 30 MB at 5,000 pages) are not held while its files are made.
    this.scopes.delete(key);
    const state: ScopeState = { pages: statePages, terms: index.terms, postings: index.postings };
    return { pages, sections, suggestions: [...new Set(suggestions)].slice(0, 6), index, state };
  }

  /** A scope in the previous build's state, if a kept page read it (`addKept`). */
  previousOf(key: string): ScopeState | undefined {
    return this.previous?.get(key);
  }

  /** The index of a scope's pages in order: those counted now, and those kept from the previous state, renumbered. */
  private indexOf(builder: SearchIndexBuilder, key: string, ordered: ScopedPage[], sectionCount: number): IndexFile {
    const previous = this.previous?.get(key);
    const renumbered = new Int32Array(previous?.sectionCount ?? 0).fill(-1);
    const keptLengths = SEARCH_FIELDS.map(() => 0);
    const fresh: FreshPage[] = [];
    let first = 0;
    for (const page of ordered) {
      if ('field' in page) fresh.push({ first, sections: page.sections.length, field: page.field });
      else {
        for (let at = 0; at < page.sections.length; at++) renumbered[page.keptFrom + at] = first + at;
        for (const fields of page.lengths) fields.forEach((length, field) => (keptLengths[field]! += length));
      }
      first += page.sections.length;
    }
    const kept = previous && { terms: previous.terms, postings: previous.postings, renumbered };
    return builder.pack({ fresh, kept, forms: ordered.map((page) => page.forms), sectionCount, keptLengths });
  }
}

/** Every searchable page split into sections, and the index over them. */
export function buildSearchDocs(input: SearchInput, config: SiteConfig, analyzer: Analyzer): SearchDocs & { index: IndexFile } {
  const builder = new SearchDocsBuilder(input, config, analyzer);
  for (const page of input.pages) builder.add(page);
  return builder.finish();
}
