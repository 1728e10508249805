/**
 * What the search thread keeps between builds into the same folder, so that an edit rebuilds
 * only what it touches (issue 21): each scope's postings as the index file holds them, and
 * what search made of each page but its term counts (those are in the postings). A page kept
 * from the previous output is then taken from here, its postings renumbered if pages before it
 * gained or lost sections; only the terms of the pages that rendered again are packed anew
 * (`packSearchIndex`), and nothing is read per kept page.
 *
 * Pages are named by their stored search file (`storedSearchPages.ts`), whose name is the
 * page's key: the same name, the same page as search read it. So the state may come from any
 * earlier build (a failed one too); it is used only when built with the same site key (the
 * code, the config and the inputs that are no page's own).
 */
import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { BetweenBuilds, writeAfterBuild } from '../shared/betweenBuilds.js';
import { writeJsonInPieces } from '../shared/jsonInPieces.js';
import { SEARCH_FORMAT, type PostingsShard, type SearchPageEntry, type SearchSectionEntry, type TermPostings } from './searchTypes.js';

/** What the state keeps of a page. */
export interface StatePage {
  /** Its stored search file (see the top of the file); absent for a page no later build can keep. */
  id?: string;
  entry: SearchPageEntry;
  sections: Array<Omit<SearchSectionEntry, 'page'>>;
  /** Per section, per field, its length in terms. */
  lengths: number[][];
  /** The forms its words add to terms (`term\0surface`). */
  forms: readonly string[];
}

/**
 * One scope's index: its pages in order, and its terms and postings as the index file holds
 * them. A sharded index keeps its postings shards as written too (`shards`), and its file holds
 * those instead of `terms` and `postings`: the texts are written as they are, not stringified
 * again, and the next build takes a shard none of whose terms changed as it was (`ShardReuse`).
 */
export interface ScopeState {
  pages: StatePage[];
  terms: string[];
  postings: TermPostings[];
  shards?: StateShard[];
  /** On a large site, its `tailpostings` shards as written (the short terms' postings again, in the tails order). */
  tailShards?: StateShard[];
}

/** A postings shard as written: how many terms it holds, its hash (`ShardList.hashes`) and its text. */
export interface StateShard {
  count: number;
  hash: string;
  text: string;
}

/** The whole state, per scope key. */
export interface SearchState {
  format: typeof SEARCH_FORMAT;
  siteKey: string;
  scopes: Record<string, ScopeState>;
}

/** Where the state is and which site key it must have been built with. */
export interface SearchStateFile {
  file: string;
  siteKey: string;
}

/** A scope of the previous state, with each keepable page's first section there. */
export interface PreviousScope extends ScopeState {
  sectionCount: number;
  byId: Map<string, { page: StatePage; firstSection: number }>;
}

/**
 * The state a dev process last saved, instead of reading it back (`betweenBuilds.ts`). Nothing
 * mutates a state once saved: a build takes kept pages as copies (`addKept`) and kept postings
 * as they are (`packSearchIndex`), and makes its own state anew.
 */
const kept = new BetweenBuilds<SearchState>();

/**
 * A state read before its build knew its site key (`readSearchStateEarly`), with its scopes made:
 * for the one build that asks for its file next.
 */
let early: { file: string; state: SearchState; scopes: Map<string, PreviousScope> } | undefined;

/**
 * Reads and prepares the state in `file` before the build gives the search thread its data
 * (`prestartSearchWorker`): the thread is idle then, while the main thread collects. Read when
 * the data came, Stripe's 3.2 MB state put 0.13 s (load 6) on the path of a content-only edit
 * (issue 20 §3), the build waiting on the thread at its end. The site key is checked when the
 * build asks (`readSearchState`). The output's lock keeps another build from writing the file
 * meanwhile. A file that cannot be read is left to `readSearchState`, which reads it again.
 * Returns whether it read one.
 */
export function readSearchStateEarly(file: string): boolean {
  early = undefined;
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as SearchState;
    if (state.format === SEARCH_FORMAT) early = { file, state, scopes: scopesOf(state) };
  } catch {
    // Not there, or not whole: the build finds no state to keep (`readSearchState`).
  }
  return early !== undefined;
}

/** The previous state's scopes, when the file is there, readable, and of this site key and format. */
export function readSearchState({ file, siteKey }: SearchStateFile): Map<string, PreviousScope> | undefined {
  const taken = early?.file === file ? early : undefined;
  early = undefined;
  if (taken && !kept.get(file)) return taken.state.siteKey === siteKey ? taken.scopes : undefined;
  let state = kept.get(file);
  try {
    state ??= JSON.parse(readFileSync(file, 'utf8')) as SearchState;
  } catch {
    return undefined;
  }
  if (state.format !== SEARCH_FORMAT || state.siteKey !== siteKey) return undefined;
  return scopesOf(state);
}

/** Each scope of a state, its postings joined when sharded, with each keepable page's first section. */
function scopesOf(state: SearchState): Map<string, PreviousScope> {
  return new Map(
    Object.entries(state.scopes).map(([key, saved]) => {
      const scope = saved.terms ? saved : { ...saved, ...joinedShards(saved.shards!) };
      const byId = new Map<string, { page: StatePage; firstSection: number }>();
      let section = 0;
      for (const page of scope.pages) {
        if (page.id !== undefined) byId.set(page.id, { page, firstSection: section });
        section += page.sections.length;
      }
      return [key, { ...scope, sectionCount: section, byId }];
    }),
  );
}

/** The terms and postings of a scope's postings shards, as one list each. */
function joinedShards(shards: StateShard[]): Pick<ScopeState, 'terms' | 'postings'> {
  const terms: string[] = [];
  const postings: TermPostings[] = [];
  for (const shard of shards) {
    const parsed = JSON.parse(shard.text) as PostingsShard;
    for (let at = 0; at < parsed.terms.length; at++) {
      terms.push(parsed.terms[at]!);
      postings.push(parsed.postings[at]!);
    }
  }
  return { terms, postings };
}

/**
 * Saves the state, renamed into place: a build reading it meanwhile sees it whole or not at all.
 * A dev process keeps it and writes the file after the build (`writeAfterBuild`): only a later
 * process reads the file, and any earlier state is a valid one to start from (see the top).
 */
export function writeSearchState({ file, siteKey }: SearchStateFile, scopes: Record<string, ScopeState>): void {
  kept.set(file, { format: SEARCH_FORMAT, siteKey, scopes });
  writeAfterBuild(file, () => {
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    // A sharded scope's terms and postings are in its shards' texts (see `ScopeState`).
    const saved = Object.fromEntries(Object.entries(scopes).map(([key, scope]) => [key, scope.shards ? { pages: scope.pages, shards: scope.shards, ...(scope.tailShards && { tailShards: scope.tailShards }) } : scope]));
    // Page by page and term by term (4 levels: state, scopes, scope, its lists), not one string of the whole state.
    writeJsonInPieces(temp, { format: SEARCH_FORMAT, siteKey, scopes: saved }, 4);
    renameSync(temp, file);
  });
}
