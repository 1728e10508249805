import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { joinSearchShards } from '../../../src/search/joinSearchShards.js';
import { indexShards, indexShardUrl, SHARD_GROUP, SHARD_HASH, shardRefs } from '../../../src/search/shardLists.js';
import { coveringShard } from '../../../src/search/shardStore.js';
import { chunkByKeys, SHARD_BYTES, shardSearchFiles, type ShardReuse } from '../../../src/search/shardSearchFiles.js';
import { SHORT_TAIL, tailKey } from '../../../src/search/sortedWords.js';
import { toLunrIndex } from '../../../src/search/toLunrIndex.js';
import type { PostingsShard, ShardedDocumentsManifest, ShardedIndexManifest, TailsShard } from '../../../src/search/searchTypes.js';
import { generatedSearchFiles } from './generatedCorpus.js';

const { documents, index } = generatedSearchFiles(120);
const urls = { documents: '/search/documents.abc.json', index: '/search/index.abc.json' };
const small = { words: 2_000, tails: 2_000, postings: 4_000, documents: 4_000 };
const files = shardSearchFiles(documents, index, urls, small);
const read = (url: string) => JSON.parse(files.get(url.slice(1))!) as unknown;
const documentsManifest = read(urls.documents) as ShardedDocumentsManifest;
const indexManifest = read(urls.index) as ShardedIndexManifest;

describe('shardSearchFiles: the index in shards a search fetches as it needs them', () => {
  it('writes manifests at the two files’ URLs and shards of every kind beside them', () => {
    expect(indexManifest).toMatchObject({ sharded: true, sectionCount: documents.sections.length, fields: index.fields });
    expect(documentsManifest.sectionsPerPage.reduce((sum, count) => sum + count, 0)).toBe(documents.sections.length);
    for (const list of [indexManifest.words, indexManifest.tails, indexManifest.shorts, indexManifest.postings]) expect(list.keys.length).toBeGreaterThan(5);
    expect(documentsManifest.pagesPerShard.length).toBeGreaterThan(5);
    expect(documentsManifest.pagesPerShard.reduce((sum, count) => sum + count, 0)).toBe(documents.pages.length);
    const kinds = new Set([...files.keys()].filter((file) => file.startsWith('search/shards/')).map((file) => /^search\/shards\/([a-z]+)\./.exec(file)?.[1]));
    expect([...kinds].sort()).toEqual(['documents', 'postings', 'shorts', 'tails', 'words']);
  });

  it('names every index shard by a hash of its own contents and every page shard by its group’s, so it can be cached for ever', () => {
    const shortHash = (text: string) => (createHash('sha256').update(text).digest().readUInt32BE(0) >>> 2).toString(32).padStart(SHARD_HASH, '0');
    let named = 0;
    for (const kind of ['words', 'tails', 'shorts', 'postings'] as const) {
      const { keys, hashes } = indexManifest[kind];
      expect(hashes).toHaveLength(keys.length * SHARD_HASH);
      for (const ref of indexShards(indexManifest)[kind]) {
        const text = files.get(ref.url.slice(1))!;
        expect(ref.url).toBe(indexShardUrl('/search/shards/', kind, ref.first, shortHash(text)));
        named++;
      }
    }
    const { pagesPerShard, groups } = documentsManifest;
    const pageNames = pagesPerShard.map((_, at) => `search/shards/documents.${groups[Math.floor(at / SHARD_GROUP)]}.${at % SHARD_GROUP}.json`);
    expect(groups).toHaveLength(Math.ceil(pagesPerShard.length / SHARD_GROUP));
    groups.forEach((group, at) => {
      const hash = createHash('sha256');
      for (const name of pageNames.slice(at * SHARD_GROUP, (at + 1) * SHARD_GROUP)) hash.update(files.get(name)!).update('\n');
      expect(group).toBe(hash.digest('hex').slice(0, 10));
    });
    named += pageNames.filter((name) => files.has(name)).length;
    expect(named).toBe(files.size - 2);
    expect(indexManifest).toMatchObject({ shards: '/search/shards/' });
    expect(documentsManifest).toMatchObject({ shards: '/search/shards/', group: SHARD_GROUP });
    expect(shardSearchFiles(documents, index, urls, small)).toEqual(files);
  });

  it('cuts the postings list into table shards above `table.above` postings shards, which list the same shards in order', () => {
    const tabled = shardSearchFiles(documents, index, urls, { ...small, table: { above: indexManifest.postings.keys.length - 1, bytes: 200 } });
    const manifest = JSON.parse(tabled.get(urls.index.slice(1))!) as ShardedIndexManifest;
    expect(manifest.postings).toEqual({ keys: [], hashes: '' });
    const tables = indexShards(manifest).postingsTable.map((ref) => JSON.parse(tabled.get(ref.url.slice(1))!) as ShardedIndexManifest['postings']);
    expect(tables.length).toBeGreaterThan(2);
    expect({ keys: tables.flatMap((table) => table.keys), hashes: tables.map((table) => table.hashes).join('') }).toEqual(indexManifest.postings);
    // Each table's range starts at its first postings shard's.
    expect(manifest.postingsTable!.keys).toEqual(tables.map((table) => table.keys[0]));
    const joined = joinSearchShards(documentsManifest, manifest, (url) => JSON.parse(tabled.get(url.slice(1))!) as unknown);
    expect(joined.index).toEqual(index);
    // At the threshold, the list stays in the manifest.
    expect(shardSearchFiles(documents, index, urls, { ...small, table: { above: indexManifest.postings.keys.length, bytes: 200 } })).toEqual(files);
  });

  it('on a large site, writes the short terms’ postings again in the tails list’s order, each tails shard naming those of its short terms', () => {
    const tabled = shardSearchFiles(documents, index, urls, { ...small, table: { above: 0, bytes: 200 } });
    const manifest = JSON.parse(tabled.get(urls.index.slice(1))!) as ShardedIndexManifest;
    const parse = <T>(url: string) => JSON.parse(tabled.get(url.slice(1))!) as T;
    const copied = new Set<string>();
    let withList = 0;
    for (const ref of indexShards(manifest).tails) {
      const shard = parse<TailsShard>(ref.url);
      const short = shard.terms.filter((term) => term.length <= SHORT_TAIL);
      // Only a shard with short terms names tailpostings shards.
      expect(Boolean(shard.postings)).toBe(short.length > 0);
      if (!shard.postings) continue;
      withList++;
      const refs = shardRefs(shard.postings, manifest.shards, 'tailpostings');
      for (const term of short) {
        const copy = parse<PostingsShard>(refs[coveringShard(refs, tailKey(term))]!.url);
        const at = copy.terms.indexOf(term);
        expect(at, term).toBeGreaterThanOrEqual(0);
        expect(copy.postings[at]).toEqual(index.postings[index.terms.indexOf(term)]);
        copied.add(term);
      }
    }
    expect(withList).toBeGreaterThan(2);
    // Every short term once, in the tails list's order; no longer one.
    const copies = [...tabled.keys()].filter((file) => file.startsWith('search/shards/tailpostings.')).map((file) => JSON.parse(tabled.get(file)!) as PostingsShard);
    const inCopies = copies.flatMap((copy) => copy.terms);
    expect(inCopies.length).toBe(new Set(inCopies).size);
    expect(new Set(inCopies)).toEqual(new Set(index.terms.filter((term) => term.length <= SHORT_TAIL)));
    expect(copied).toEqual(new Set(inCopies));
    for (const copy of copies) expect(copy.terms.map(tailKey)).toEqual(copy.terms.map(tailKey).sort());
    // The index joined back is the same: the copies are not read.
    expect(joinSearchShards(documentsManifest, manifest, (url) => parse(url)).index).toEqual(index);
  });

  it('lists no URL per shard: a manifest holds only range keys and short hashes', () => {
    for (const url of [urls.documents, urls.index]) expect(files.get(url.slice(1))).not.toContain('.json');
  });

  it('renames only the postings shard whose bytes an edit changes (a term’s postings in one section), keeping the others’ names', () => {
    const at = Math.floor(index.terms.length / 2);
    const postings = index.postings.map((fields, term) => (term === at ? fields.map((field) => (field.length ? [...field.slice(0, 2), field[2]! + 1, ...field.slice(3)] : field)) : fields));
    const edited = shardSearchFiles(documents, { ...index, postings }, urls, small);
    const postingsFiles = (shards: Map<string, string>) => [...shards.keys()].filter((file) => file.startsWith('search/shards/postings.'));
    const before = postingsFiles(files);
    const after = new Set(postingsFiles(edited));
    expect(before.length).toBeGreaterThan(SHARD_GROUP);
    expect(before.filter((file) => !after.has(file))).toHaveLength(1);
    expect([...after].filter((file) => !files.has(file))).toHaveLength(1);
    for (const file of after) if (files.has(file)) expect(edited.get(file)).toBe(files.get(file));
  });

  it('takes a postings shard the previous build wrote as it was when its terms and their postings arrays are the same, and makes the others anew', () => {
    const first: ShardReuse = { written: [] };
    const cold = shardSearchFiles(documents, index, urls, small, '/', first);
    expect(cold).toEqual(files);
    expect(first.written.map((shard) => shard.text)).toEqual(indexShards(indexManifest).postings.map((ref) => files.get(ref.url.slice(1))));
    // The previous texts marked, to see which are taken; one term's postings changed (a new array).
    const marked = first.written.map((shard, at) => ({ ...shard, text: `${shard.text} ` }));
    const at = Math.floor(index.terms.length / 2);
    const postings = index.postings.map((fields, term) => (term === at ? fields.map((field) => [...field]) : fields));
    const next: ShardReuse = { previous: { terms: index.terms, shards: marked }, unchanged: new Set(index.postings), written: [] };
    shardSearchFiles(documents, { ...index, postings }, urls, small, '/', next);
    const taken = next.written.filter((shard) => shard.text.endsWith(' '));
    expect(taken).toHaveLength(marked.length - 1);
    const made = next.written.find((shard) => !shard.text.endsWith(' '))!;
    expect((JSON.parse(made.text) as { terms: string[] }).terms).toContain(index.terms[at]);
    expect(made.text).toBe(first.written.find((shard) => shard.hash === made.hash)!.text);
  });

  it('takes a tailpostings shard the previous build wrote as it was when its terms and their postings arrays are the same', () => {
    const large = { ...small, table: { above: 0, bytes: 200 } };
    const first: ShardReuse = { written: [] };
    const cold = shardSearchFiles(documents, index, urls, large, '/', first);
    const copies = [...cold].filter(([file]) => file.startsWith('search/shards/tailpostings.')).map(([, text]) => text);
    expect(first.writtenTails!.map((shard) => shard.text).sort()).toEqual(copies.sort());
    const marked = (shards: ShardReuse['written']) => shards.map((shard) => ({ ...shard, text: `${shard.text} ` }));
    // One short term's postings changed (a new array): its copy is made anew, every other one taken.
    const at = index.terms.findIndex((term, place) => term.length <= SHORT_TAIL && place > index.terms.length / 2);
    const postings = index.postings.map((fields, term) => (term === at ? fields.map((field) => [...field]) : fields));
    const next: ShardReuse = { previous: { terms: index.terms, shards: marked(first.written), tailShards: marked(first.writtenTails!) }, unchanged: new Set(index.postings), written: [] };
    shardSearchFiles(documents, { ...index, postings }, urls, large, '/', next);
    const made = next.writtenTails!.filter((shard) => !shard.text.endsWith(' '));
    expect(made).toHaveLength(1);
    expect((JSON.parse(made[0]!.text) as { terms: string[] }).terms).toContain(index.terms[at]);
    expect(next.writtenTails).toHaveLength(first.writtenTails!.length);
    // Without the previous copies, every one is made.
    const none: ShardReuse = { previous: { terms: index.terms, shards: marked(first.written) }, unchanged: new Set(index.postings), written: [] };
    shardSearchFiles(documents, index, urls, large, '/', none);
    expect(none.writtenTails!.every((shard) => !shard.text.endsWith(' '))).toBe(true);
  });

  it('joins back into the very files it was cut from, and into the same lunr index', () => {
    const joined = joinSearchShards(documentsManifest, indexManifest, read);
    expect(joined.documents).toEqual(documents);
    expect(joined.index).toEqual(index);
    const term = index.terms[Math.floor(index.terms.length / 2)]!;
    expect(toLunrIndex(joined.index).search(term)).toEqual(toLunrIndex(index).search(term));
  });

  it('starts each range at the shortest prefix of its first key that sorts after the previous shard’s last key', () => {
    const keysOf = (kind: 'words' | 'tails' | 'postings', text: string): string[] => {
      const shard = JSON.parse(text) as { words?: string[]; terms: string[] };
      return kind === 'words' ? shard.words! : kind === 'tails' ? shard.terms.map(tailKey) : shard.terms;
    };
    for (const kind of ['words', 'tails', 'postings'] as const) {
      const refs = indexShards(indexManifest)[kind];
      refs.forEach((ref, at) => {
        const held = keysOf(kind, files.get(ref.url.slice(1))!);
        const before = at > 0 ? keysOf(kind, files.get(refs[at - 1]!.url.slice(1))!).at(-1)! : undefined;
        expect(held[0]!.startsWith(ref.first)).toBe(true);
        if (before !== undefined) expect(before < ref.first && !(before < ref.first.slice(0, -1))).toBe(true);
      });
    }
  });
});

describe('SHARD_BYTES: the default shard sizes', () => {
  it('cuts pages into smaller shards than terms: a query reads one page of each of its results’ shards', () => {
    const sharded = shardSearchFiles(documents, index, urls);
    const pageShards = [...sharded].filter(([file]) => file.startsWith('search/shards/documents.'));
    const postingsShards = [...sharded].filter(([file]) => file.startsWith('search/shards/postings.'));
    const mean = (shards: Array<[string, string]>) => shards.reduce((sum, [, text]) => sum + text.length, 0) / shards.length;
    expect(SHARD_BYTES.documents).toBeLessThanOrEqual(1_500);
    // Cut where keys fall (`chunkByKeys`), sizes vary about the target: on average within half of it.
    expect(mean(pageShards)).toBeLessThan(SHARD_BYTES.documents * 1.5);
    expect(mean(pageShards)).toBeLessThan(mean(postingsShards));
    expect(pageShards.length).toBeGreaterThan(documents.pages.length / 8);
  });

  it('cuts page shards of two or so of this corpus’s pages (3.9 at 3,000 bytes): a result shown fetches a page or two it does not show, not three or four', () => {
    const sharded = shardSearchFiles(documents, index, urls);
    const manifest = JSON.parse(sharded.get(urls.documents.slice(1))!) as ShardedDocumentsManifest;
    expect(documents.pages.length / manifest.pagesPerShard.length).toBeLessThan(2.5);
  });
});

describe('chunkByKeys', () => {
  const words = Array.from({ length: 2_000 }, (_, at) => `word${String(at).padStart(5, '0')}`);
  const chunks = chunkByKeys(words, (word) => word, () => 10, 100);

  it('cuts runs of about the target size, and keeps an item of the target size or more alone', () => {
    expect(chunks.flat()).toEqual(words);
    // 2,000 items of 10 bytes, 100 bytes a run: every 8 or 16th key ends one (the nearest power of two to 10).
    expect(chunks.length).toBeGreaterThan(2_000 / 32);
    expect(chunks.length).toBeLessThan(2_000 / 4);
    expect(chunkByKeys(['a', 'b', 'c', 'd'], (key) => key, (key) => (key === 'c' ? 100 : 1), 100)).toContainEqual(['c']);
  });

  it('moves no boundary but at the keys an edit adds or removes: the other runs stay the same', () => {
    const edited = [...words.slice(0, 700), 'word00700a', ...words.slice(701)];
    const after = chunkByKeys(edited, (word) => word, () => 10, 100);
    const key = (chunk: string[]) => chunk.join(' ');
    const before = new Set(chunks.map(key));
    const changed = after.filter((chunk) => !before.has(key(chunk)));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThanOrEqual(2);
    expect(changed.flat()).toContain('word00700a');
  });
});
