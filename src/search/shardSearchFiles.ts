/**
 * Splits the two search files into shards, for sites whose index is too big to download
 * whole on a first search: a search then fetches the two manifests (at the files' usual
 * URLs) and only the shards its words touch. Each shard is a sorted range of one list, named
 * by a hash of its contents (an index shard, `ShardList`) or of its group's (a page shard), so
 * browsers may cache it for ever and an unchanged shard keeps its name from build to build.
 */
import { createHash } from 'node:crypto';
import { indexShardUrl, keyHash, rangeStart, SHARD_GROUP, SHARD_HASH, shardUrl } from './shardLists.js';
import { compareStrings, SHORT_TAIL, sortedWords, tailKey } from './sortedWords.js';
import { coveringShard } from './shardStore.js';
import { rootRelativeWithBase } from '../shared/baseUrl.js';
import { SHORTS_LIST } from './typoKeys.js';
import {
  SEARCH_FORMAT,
  type DocumentsFile,
  type DocumentsShard,
  type IndexFile,
  type PostingsShard,
  type SearchUrls,
  type ShardedDocumentsManifest,
  type ShardedIndexManifest,
  type ShardList,
  type TailsShard,
  type TermPostings,
  type WordsShard,
} from './searchTypes.js';
import type { StateShard } from './searchState.js';

/**
 * Uncompressed bytes a shard grows to before the next one starts. Small enough that a query's
 * few words fetch some tens of kilobytes; large enough that a 5,000-page site has hundreds of
 * shards, not tens of thousands of files. Page shards are smaller: the eight pages of a query's
 * results are as a rule in eight shards, of which it reads one page each (on the bench's
 * 5,000-page corpus, 3,000 bytes took a first search from 57 to 44 KB gzip median, the
 * manifests from 15 to 17 KB). At 1,500 bytes a page of a few sections is a shard alone: a
 * reader typing a query fetches each keystroke's first screenful, and at 3,000 every page
 * shown came with a page not shown (page shards 93–117 KB gzip of a typed query at 5,000
 * pages, 39–55 KB at 1,500; the documents manifest 5.3 KB gzip before, 4.8 after: its lists of
 * pages per shard are mostly ones).
 */
export const SHARD_BYTES: ShardSizes = { words: 6_000, tails: 6_000, postings: 8_000, documents: 1_500 };

/** Target bytes of each kind of shard, and when and how the postings list is itself cut (`POSTINGS_TABLE`). */
export interface ShardSizes {
  words: number;
  tails: number;
  postings: number;
  documents: number;
  table?: PostingsTableSizes;
}

/** Above `above` postings shards, their list is cut into table shards of about `bytes` each. */
export interface PostingsTableSizes {
  above: number;
  bytes: number;
}

/**
 * The postings list is most of a large site's manifest: a key and a hash a shard, about 7 bytes
 * gzip that no coding takes much below (the hashes do not compress), 100 of 121 KB gzip at
 * 20,292 pages, 32 of 41 at 5,237. Above `above` shards the manifest lists table shards
 * instead, each the list of a run of postings shards (`ShardList`), which a search fetches
 * with the words shards of its own words; the postings of terms its typos find in other runs
 * then wait a round trip for their table. At 2,000 bytes a table shard is about 120 postings
 * shards, 1 KB gzip.
 */
export const POSTINGS_TABLE: PostingsTableSizes = { above: 2_048, bytes: 2_000 };

/**
 * Cuts `items` (in their list's order) into runs of about `target` bytes (by `sizeOf`) whose
 * boundaries depend only on the items at them, so that an edit moves none but those of the
 * keys it adds or removes, and an incremental build cuts as a cold one does: a run ends after
 * an item whose key hashes to a multiple of `every`, and an item of `target` bytes or more is a
 * run alone. `every` is the power of two nearest the items per `target` bytes over the whole
 * list: it changes only when the list's size crosses a power of two.
 */
export function chunkByKeys<T>(items: T[], keyOf: (item: T) => string, sizeOf: (item: T) => number, target: number): T[][] {
  const sizes = items.map(sizeOf);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const every = 2 ** Math.max(0, Math.round(Math.log2(Math.max(1, (items.length * target) / Math.max(1, total)))));
  const chunks: T[][] = [];
  let current: T[] = [];
  items.forEach((item, at) => {
    const large = sizes[at]! >= target;
    if (large && current.length) {
      chunks.push(current);
      current = [];
    }
    current.push(item);
    if (large || keyHash(keyOf(item)) % every === 0) {
      chunks.push(current);
      current = [];
    }
  });
  if (current.length) chunks.push(current);
  return chunks;
}

/** A shard's text and its hash: `SHARD_HASH` base-32 characters (30 bits) of its SHA-256. */
interface ShardText {
  text: string;
  hash: string;
}

function shardText(shard: unknown): ShardText {
  const text = JSON.stringify(shard);
  return { text, hash: (createHash('sha256').update(text).digest().readUInt32BE(0) >>> 2).toString(32).padStart(SHARD_HASH, '0') };
}

/**
 * The previous build's postings shards (from its search state, `ScopeState.shards`), for
 * `shardSearchFiles` to take as they were: a shard cut at the same terms, each of whose postings
 * is the very array the previous state had (`unchanged`: `packSearchIndex` keeps a term's when
 * no edit touched it), has the same bytes, so it is neither stringified nor hashed again (on a
 * one-page edit, most of them). `written` gets this build's shards, for the next.
 */
export interface ShardReuse {
  previous?: { terms: readonly string[]; shards: readonly StateShard[]; tailShards?: readonly StateShard[] };
  unchanged?: ReadonlySet<TermPostings>;
  written: StateShard[];
  /** This build's `tailpostings` shards (`tailPostingsLists`), for the next; `previous.tailShards`, the last build's. */
  writtenTails?: StateShard[];
}

/** A previous build's shards of one list, and the terms they hold in that list's order. */
interface PreviousShards {
  order: readonly string[];
  shards: readonly StateShard[];
}

/** The postings shards' texts: each as the previous build wrote it when it is the same (`ShardReuse`), else made. */
function postingsTexts(chunks: number[][], index: IndexFile, previous?: PreviousShards, unchanged?: ReadonlySet<TermPostings>): ShardText[] {
  const before = new Map<string, { last: string; shard: StateShard }>();
  let start = 0;
  for (const shard of (unchanged && previous?.shards) || []) {
    before.set(previous!.order[start]!, { last: previous!.order[start + shard.count - 1]!, shard });
    start += shard.count;
  }
  return chunks.map((chunk) => {
    const same = before.get(index.terms[chunk[0]!]!);
    if (same && same.shard.count === chunk.length && same.last === index.terms[chunk.at(-1)!] && chunk.every((at) => unchanged!.has(index.postings[at]!))) return same.shard;
    return shardText({ terms: chunk.map((at) => index.terms[at]!), postings: chunk.map((at) => index.postings[at]!) } satisfies PostingsShard);
  });
}

/** Every term's key in the tails list (`tailKey`), and the terms' places in that list's order. */
function tailsOrder(terms: readonly string[]): { keys: string[]; order: number[] } {
  const keys = terms.map(tailKey);
  // Keys are distinct (so are terms): the order is the sorted keys' one.
  return { keys, order: terms.map((_, at) => at).sort((a, b) => compareStrings(keys[a]!, keys[b]!)) };
}

/** The short terms of `terms` in the tails list's order: the order of the `tailpostings` shards. */
const tailOrder = (terms: readonly string[]) =>
  tailsOrder(terms)
    .order.map((at) => terms[at]!)
    .filter((term) => term.length <= SHORT_TAIL);

/**
 * Writes the shards of each kind into `files` under `folder` (one folder per index): index
 * shards with a short hash each (`indexShardUrl`), page shards with one hash per group of
 * `SHARD_GROUP` (`shardUrl`), so the manifests list no URL per shard. The manifests name the
 * folder by its URL, with the site's base (`urlFolder`).
 */
class ShardWriter {
  /** The shards' folder as the manifests name it: with the site's base. */
  readonly urlFolder: string;

  constructor(
    readonly files: Map<string, string>,
    readonly folder: string,
    siteBase: string,
  ) {
    this.urlFolder = rootRelativeWithBase(siteBase, folder);
  }

  /** Writes `shards` (in range order) and lists them, each range from its first key (`firsts`) and the previous range's last (`lasts`). */
  list(kind: string, shards: ShardText[], firsts: string[], lasts: string[]): ShardList {
    return this.listAt(kind, shards, firsts.map((first, at) => rangeStart(lasts[at - 1], first)));
  }

  /** Writes `shards` (in range order) and lists them, each range starting at its key. */
  listAt(kind: string, shards: ShardText[], keys: string[]): ShardList {
    let hashes = '';
    shards.forEach(({ text, hash }, at) => {
      const file = indexShardUrl(this.folder, kind, keys[at]!, hash).slice(1);
      // Keys are distinct, so this takes a 32-bit key hash and a 30-bit content hash both alike.
      if (this.files.has(file)) throw new Error(`two search shards would share the name ${file} (their keys' and contents' hashes alike by chance): please report it`);
      this.files.set(file, text);
      hashes += hash;
    });
    return { keys, hashes };
  }

  /** Writes page shards, returning their group hashes. */
  write(kind: string, shards: unknown[]): string[] {
    const texts = shards.map((shard) => JSON.stringify(shard));
    const groups: string[] = [];
    for (let start = 0; start < texts.length; start += SHARD_GROUP) {
      const hash = createHash('sha256');
      for (const text of texts.slice(start, start + SHARD_GROUP)) hash.update(text).update('\n');
      groups.push(hash.digest('hex').slice(0, 10));
    }
    texts.forEach((text, at) => this.files.set(shardUrl(this.folder, kind, groups, SHARD_GROUP, at).slice(1), text));
    return groups;
  }
}

/** Consecutive entries with the same word, together. */
function runsOfEqual(words: Array<[string, string]>): Array<Array<[string, string]>> {
  const runs: Array<Array<[string, string]>> = [];
  for (const entry of words) {
    if (runs.at(-1)?.[0]![0] === entry[0]) runs.at(-1)!.push(entry);
    else runs.push([entry]);
  }
  return runs;
}

/** JSON bytes of a list of small non-negative integers: digits and a comma each (no strings made: there are millions). */
export function numbersBytes(numbers: number[]): number {
  let bytes = 2;
  for (const value of numbers) bytes += value < 10 ? 2 : value < 100 ? 3 : value < 1000 ? 4 : value < 10_000 ? 5 : 6 + Math.floor(Math.log10(value / 10_000));
  return bytes;
}

/**
 * The manifest's entries for the postings shards: their list (`postings`), or on a large site
 * (`POSTINGS_TABLE`) that list cut into table shards by the same key-hash rule as every shard,
 * each range starting at its first postings shard's key, and `postings` left empty.
 */
function postingsEntries(list: ShardList, writer: ShardWriter, table: PostingsTableSizes): Pick<ShardedIndexManifest, 'postings' | 'postingsTable'> {
  if (list.keys.length <= table.above) return { postings: list };
  const runs = chunkByKeys(
    list.keys.map((_, at) => at),
    (at) => list.keys[at]!,
    (at) => list.keys[at]!.length + SHARD_HASH + 3,
    table.bytes,
  );
  const tables = runs.map((run) => shardText({ keys: run.map((at) => list.keys[at]!), hashes: list.hashes.slice(run[0]! * SHARD_HASH, (run.at(-1)! + 1) * SHARD_HASH) } satisfies ShardList));
  return { postings: { keys: [], hashes: '' }, postingsTable: writer.listAt('table', tables, runs.map((run) => list.keys[run[0]!]!)) };
}

/** JSON bytes, about, of term `at` and its postings in a postings shard. */
const postingsBytes = (index: IndexFile, at: number) => index.terms[at]!.length + 8 + index.postings[at]!.reduce((sum, field) => sum + numbersBytes(field), 0);

function tailPostingsLists(index: IndexFile, tails: number[][], keys: readonly string[], writer: ShardWriter, bytes: number, reuse?: ShardReuse): Array<ShardList | undefined> {
  const isShort = (at: number) => index.terms[at]!.length <= SHORT_TAIL;
  const chunks = chunkByKeys(tails.flat().filter(isShort), (at) => keys[at]!, (at) => postingsBytes(index, at), bytes);
  const previous = reuse?.previous?.tailShards && { order: tailOrder(reuse.previous.terms), shards: reuse.previous.tailShards };
  const texts = postingsTexts(chunks, index, previous, reuse?.unchanged);
  if (reuse) reuse.writtenTails = texts.map(({ text, hash }, at) => ({ count: chunks[at]!.length, hash, text }));
  const list = writer.list('tailpostings', texts, chunks.map((chunk) => keys[chunk[0]!]!), chunks.map((chunk) => keys[chunk.at(-1)!]!));
  const starts = list.keys.map((first) => ({ first }));
  return tails.map((chunk) => {
    const own = chunk.filter(isShort);
    if (own.length === 0) return undefined;
    const from = coveringShard(starts, keys[own[0]!]!);
    const to = coveringShard(starts, keys[own.at(-1)!]!);
    return { keys: list.keys.slice(from, to + 1), hashes: list.hashes.slice(from * SHARD_HASH, (to + 1) * SHARD_HASH) };
  });
}

function shardIndex(index: IndexFile, sectionCount: number, writer: ShardWriter, sizes: ShardSizes, reuse?: ShardReuse): ShardedIndexManifest {
  // A word that is a term and a form of another stays in one shard: a search reads both.
  const runs = runsOfEqual(sortedWords(index.terms, index.forms));
  const words = chunkByKeys(runs, (run) => run[0]![0], (run) => run.reduce((sum, [word, term]) => sum + word.length + (word === term ? 0 : term.length) + 6, 0), sizes.words).map((chunk) => chunk.flat());
  // By term: the tails shards and the `tailpostings` copies take their terms and postings from the index, not back from the keys.
  const tailed = tailsOrder(index.terms);
  const tailKeyOf = (at: number) => tailed.keys[at]!;
  const tails = chunkByKeys(tailed.order, tailKeyOf, (at) => tailKeyOf(at).length + 2, sizes.tails);
  const shorts = chunkByKeys(index.terms.filter((term) => term.length <= SHORTS_LIST), (term) => term, (term) => term.length + 3, sizes.tails);
  const terms = chunkByKeys(
    index.terms.map((term, at) => at),
    (at) => index.terms[at]!,
    (at) => postingsBytes(index, at),
    sizes.postings,
  );
  const table = sizes.table ?? POSTINGS_TABLE;
  const tailPostings = terms.length > table.above ? tailPostingsLists(index, tails, tailed.keys, writer, sizes.postings, reuse) : [];
  const firstsAndLasts = <T>(chunks: T[][], key: (item: T) => string) => [chunks.map((chunk) => key(chunk[0]!)), chunks.map((chunk) => key(chunk.at(-1)!))] as const;
  const termOf = (at: number) => index.terms[at]!;
  const postingsShards = postingsTexts(terms, index, reuse?.previous && { order: reuse.previous.terms, shards: reuse.previous.shards }, reuse?.unchanged);
  postingsShards.forEach(({ text, hash }, at) => reuse?.written.push({ count: terms[at]!.length, hash, text }));
  return {
    format: SEARCH_FORMAT,
    sharded: true,
    lunr: index.lunr,
    fields: index.fields,
    sectionCount,
    totalLengths: index.totalLengths,
    shards: writer.urlFolder,
    words: writer.list('words', words.map((chunk) => shardText({ words: chunk.map(([word]) => word), stems: chunk.map(([word, term]) => (word === term ? '' : term)) } satisfies WordsShard)), ...firstsAndLasts(words, ([word]) => word)),
    tails: writer.list('tails', tails.map((chunk, at) => shardText({ terms: chunk.map(termOf), ...(tailPostings[at] && { postings: tailPostings[at] }) } satisfies TailsShard)), ...firstsAndLasts(tails, tailKeyOf)),
    shorts: writer.list('shorts', shorts.map((chunk) => shardText({ terms: chunk } satisfies TailsShard)), ...firstsAndLasts(shorts, (term) => term)),
    ...postingsEntries(writer.list('postings', postingsShards, ...firstsAndLasts(terms, termOf)), writer, table),
    ...(index.language && { language: index.language }),
  };
}

function shardDocuments(documents: DocumentsFile, writer: ShardWriter, sizes: ShardSizes): ShardedDocumentsManifest {
  const sectionsPerPage = documents.pages.map(() => 0);
  for (const section of documents.sections) sectionsPerPage[section.page]!++;
  const firstSection = [0];
  for (const count of sectionsPerPage) firstSection.push(firstSection.at(-1)! + count);
  const pageBytes = documents.pages.map((page) => JSON.stringify(page).length);
  for (const section of documents.sections) pageBytes[section.page]! += JSON.stringify(section).length + 1;
  const sizeOfPage = (page: number) => pageBytes[page]!;
  const chunks = chunkByKeys(documents.pages.map((_, page) => page), (page) => documents.pages[page]!.url, sizeOfPage, sizes.documents);
  const shards = chunks.map((pages): DocumentsShard => {
    const first = pages[0]!;
    return { firstPage: first, firstSection: firstSection[first]!, pages: pages.map((page) => documents.pages[page]!), sections: documents.sections.slice(firstSection[first], firstSection[pages.at(-1)! + 1]) };
  });
  return {
    format: SEARCH_FORMAT,
    sharded: true,
    suggestions: documents.suggestions,
    sectionsPerPage,
    shards: writer.urlFolder,
    group: SHARD_GROUP,
    pagesPerShard: chunks.map((pages) => pages.length),
    groups: writer.write('documents', shards),
  };
}

/**
 * The sharded form of the two files: the manifests at the files' URLs (which pages carry) and
 * the shards beside them in `shards/` of the same folder, so another index (a version, a
 * locale) in a folder of its own keeps shards of its own. `base` is the site's `baseUrl`;
 * `reuse`, the previous build's postings shards (`ShardReuse`).
 */
export function shardSearchFiles(documents: DocumentsFile, index: IndexFile, urls: SearchUrls, sizes: ShardSizes = SHARD_BYTES, base = '/', reuse?: ShardReuse): Map<string, string> {
  const files = new Map<string, string>();
  const writer = new ShardWriter(files, `${urls.index.slice(0, urls.index.lastIndexOf('/') + 1)}shards/`, base);
  const indexManifest = shardIndex(index, documents.sections.length, writer, sizes, reuse);
  const documentsManifest = shardDocuments(documents, writer, sizes);
  files.set(urls.documents.slice(1), JSON.stringify(documentsManifest));
  files.set(urls.index.slice(1), JSON.stringify(indexManifest));
  return files;
}
