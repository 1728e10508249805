import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { Analyzer } from '../../../src/search/analyze.js';
import type { IndexedSection } from '../../../src/search/buildSearchDocs.js';
import { buildSearchIndex } from '../../../src/search/buildSearchIndex.js';
import { loadSearchIndex, postingOfFields } from '../../../src/search/loadSearchIndex.js';
import { toLunrIndex } from '../../../src/search/toLunrIndex.js';
import { joinSearchShards } from '../../../src/search/joinSearchShards.js';
import { shardSearchFiles } from '../../../src/search/shardSearchFiles.js';
import { indexShards } from '../../../src/search/shardLists.js';
import { coveringShard } from '../../../src/search/shardStore.js';
import { SEARCH_FIELDS, SEARCH_FORMAT, WEIGHT_SCALE, type DocumentsFile, type PostingsShard, type ShardedDocumentsManifest, type ShardedIndexManifest } from '../../../src/search/searchTypes.js';
import { engineOf } from './engineOf.js';
import { TermWeigher } from '../../../src/search/termWeights.js';
import { searchLanguageOf } from '../../../src/search/loadSearchLanguage.js';
import { localeConfigOf } from './localeConfigOf.js';

const frenchConfig = localeConfigOf('fr');
import { generatedSections } from './generatedCorpus.js';

const section = (pageTitle: string, title: string, body: string, keywords = ''): IndexedSection => ({ page: 0, anchor: '', title, preview: '', pageTitle, keywords, body });
const sections = [
  section('Trading agent', 'Trading agent', 'The trading agent buys and sells tokens within your risk limits. Trading is automatic.', 'trading_agent risk'),
  section('Trading agent', 'Modes', 'Live mode spends real funds; dry_run mode simulates trades.'),
  section('Billing and credits', 'Billing and credits', 'Every message costs credits. Credits renew monthly.'),
  section('Billing and credits', 'Top-up packs', 'Buy extra credits when you run out.'),
  section('Buy tokens', 'Request body', 'take_profit number, stop_loss number, amount_usd number.', 'POST /agent/{agent_id}/buy'),
];

/** The field vectors lunr's own builder makes from the same terms. */
function lunrVectors(analyzer: Analyzer): Map<string, Map<string, number>> {
  const builder = new lunr.Builder();
  builder.pipeline.reset();
  builder.searchPipeline.reset();
  (builder as unknown as { tokenizer: (value: unknown) => lunr.Token[] }).tokenizer = (value) => analyzer.terms(String(value ?? '')).map((term) => new lunr.Token(term, {}));
  builder.ref('id');
  for (const field of SEARCH_FIELDS) builder.field(field.name, { boost: field.boost });
  sections.forEach((entry, id) => builder.add({ id: String(id), title: entry.pageTitle, section: entry.title, keywords: entry.keywords, body: entry.body }));
  const json = builder.build().toJSON() as unknown as { invertedIndex: Array<[string, { _index: number }]>; fieldVectors: Array<[string, number[]]> };
  const termOf = new Map(json.invertedIndex.map(([term, posting]) => [posting._index, term]));
  return new Map(
    json.fieldVectors.map(([ref, elements]) => {
      const weights = new Map<string, number>();
      for (let at = 0; at < elements.length; at += 2) weights.set(termOf.get(elements[at]!)!, elements[at + 1]!);
      return [ref, weights];
    }),
  );
}

describe('buildSearchIndex: lunr weights in a compact file', () => {
  const analyzer = new Analyzer();
  const file = buildSearchIndex(sections, analyzer);

  it("stores raw counts from which every term of every field gets the very weight lunr.Builder gives it", () => {
    const expected = lunrVectors(analyzer);
    const got = new Map<string, Map<string, number>>();
    const weigher = new TermWeigher(file);
    file.terms.forEach((term, at) => {
      weigher.forEach(file.postings[at]!, (field, ref, weight) => {
        const key = `${file.fields[field]}/${ref}`;
        (got.get(key) ?? got.set(key, new Map()).get(key)!).set(term, weight);
      }, true);
    });
    expect(file.sectionCount).toBe(sections.length);
    for (const [key, want] of expected) expect(Object.fromEntries(got.get(key) ?? []), key).toEqual(Object.fromEntries(want));
    expect([...got.keys()].every((key) => expected.has(key))).toBe(true);
    // The engine scores with them rounded to tenths, at least one.
    const rounded = new Map<string, number>();
    weigher.forEach(file.postings[file.terms.indexOf('credit')]!, (field, ref, weight) => rounded.set(`${file.fields[field]}/${ref}`, weight));
    for (const [key, weight] of rounded) expect(weight, key).toBe(Math.max(1, Math.round(expected.get(key)!.get('credit')! * WEIGHT_SCALE)) / WEIGHT_SCALE);
  });

  it('stores each posting as section delta, count and field length, and the total length of each field', () => {
    const body = SEARCH_FIELDS.findIndex((field) => field.name === 'body');
    // `credit` is in the body of sections 2 (twice, "credits" and "Credits") and 3.
    expect(file.postings[file.terms.indexOf('credit')]![body]).toEqual([2, 2, analyzer.terms(sections[2]!.body).length, 1, 1, analyzer.terms(sections[3]!.body).length]);
    expect(file.totalLengths[body]).toBe(sections.reduce((sum, entry) => sum + analyzer.terms(entry.body).length, 0));
  });

  it('stores terms once, sorted, with the words that stem to them', () => {
    expect(file.terms).toEqual([...file.terms].sort());
    expect(file.forms[file.terms.indexOf('trade')]).toBe('trades trading');
    expect(file.terms).toContain('/agent/{}/buy');
  });

  it('loads into postings that rank sections the way lunr ranks them', () => {
    const lunrIndex = toLunrIndex(JSON.parse(JSON.stringify(file)));
    const loaded = loadSearchIndex(JSON.parse(JSON.stringify(file)));
    for (const terms of [['credit'], ['trade', 'agent'], ['takeprofit', 'buy'], ['mode', 'credit', 'trade']]) {
      const lunrOrder = lunrIndex.query((query) => terms.forEach((term) => query.term(term, { usePipeline: false }))).map((result) => Number(result.ref));
      const scores = new Map<number, number>();
      for (const term of terms) {
        const posting = loaded.postings[loaded.termIds.get(term)!]!;
        posting.sections.forEach((ref, at) => scores.set(ref, (scores.get(ref) ?? 0) + posting.weights[at]!));
      }
      const ours = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([ref]) => ref);
      expect(ours, terms.join(' ')).toEqual(lunrOrder);
    }
  });

  it('shards into postings that rank sections the way lunr ranks them, joined or read shard by shard', () => {
    const documents: DocumentsFile = { format: SEARCH_FORMAT, pages: [{ url: '/', title: '', type: 'doc', crumbs: [] }], sections: sections.map(() => ({ page: 0, anchor: '', title: '', preview: '' })), suggestions: [] };
    const urls = { documents: '/search/documents.k.json', index: '/search/index.k.json' };
    const shards = shardSearchFiles(documents, file, urls, { words: 50, tails: 50, postings: 50, documents: 50 });
    const read = (url: string) => JSON.parse(shards.get(url.slice(1))!) as unknown;
    const manifest = read(urls.index) as ShardedIndexManifest;
    const joined = toLunrIndex(joinSearchShards(read(urls.documents) as ShardedDocumentsManifest, manifest, read).index);
    const lunrIndex = toLunrIndex(JSON.parse(JSON.stringify(file)));
    const weigher = new TermWeigher(manifest);
    const postingOf = (term: string) => {
      const postings = indexShards(manifest).postings;
      const shard = read(postings[coveringShard(postings, term)]!.url) as PostingsShard;
      return postingOfFields(shard.postings[shard.terms.indexOf(term)]!, weigher);
    };
    for (const terms of [['credit'], ['trade', 'agent'], ['takeprofit', 'buy'], ['mode', 'credit', 'trade']]) {
      const lunrOrder = lunrIndex.query((query) => terms.forEach((term) => query.term(term, { usePipeline: false }))).map((result) => Number(result.ref));
      expect(joined.query((query) => terms.forEach((term) => query.term(term, { usePipeline: false }))).map((result) => Number(result.ref))).toEqual(lunrOrder);
      const scores = new Map<number, number>();
      for (const term of terms) {
        const posting = postingOf(term);
        posting.sections.forEach((ref, at) => scores.set(ref, (scores.get(ref) ?? 0) + posting.weights[at]!));
      }
      expect([...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([ref]) => ref), terms.join(' ')).toEqual(lunrOrder);
    }
  });

  it('is what the engine searches', () => {
    expect(engineOf([{ url: '/a', title: 'Alpha', sections: [['', 'Alpha', 'credits']] }]).search('credits').groups).toHaveLength(1);
  });

  it("writes the very file from lunr.Builder's own counts when its switch is on (the fast path gate), on these sections and on 300 generated pages", () => {
    expect(buildSearchIndex(sections, analyzer, { lunrBuilder: true })).toEqual(file);
    const generated = generatedSections(300, 7).sections;
    const fast = buildSearchIndex(generated, new Analyzer());
    const library = buildSearchIndex(generated, new Analyzer(), { lunrBuilder: true });
    expect(library.terms.length).toBeGreaterThan(1000);
    expect(library).toEqual(fast);
  });

  it("writes the very file from lunr.Builder's counts with a language's pipeline too (French: lunr-languages' stemmer and stop words)", () => {
    const french = [
      section('Démarrer', 'Démarrer', 'Installez l’outil puis lancez-le. Les installations prennent une minute.'),
      section('Démarrer', 'Configuration', 'La configuration se trouve dans le fichier site.config.ts ; configurez les langues.'),
      section('Lancement', 'Lancement', 'Nous avons lancé aujourd’hui les premières versions.'),
    ];
    const analyzer = new Analyzer(searchLanguageOf(frenchConfig));
    const fast = buildSearchIndex(french, analyzer);
    expect(fast.language).toBe('fr');
    expect(fast.terms).toContain('install');
    expect(buildSearchIndex(french, new Analyzer(searchLanguageOf(frenchConfig)), { lunrBuilder: true })).toEqual(fast);
  });
});
