import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchPage, StoredSearchPage } from './buildSearchDocs.js';
import type { SiteSearchBuilder } from './buildSearchFiles.js';

/**
 * A page for the search files, in its place among them (`order`, the route order): either
 * rendered, its HTML read (and, with `storeTo`, what search made of it saved there for the
 * next build into the same folder), or kept from the previous output, added from what search
 * made of it then (`storedIn`): an incremental build analyses only the pages it rendered.
 */
export type OrderedPage = { page: SearchPage; order: number; storeTo?: string } | { route: SearchPage['route']; order: number; storedIn: string };

/**
 * Adds one page to the builder, reading or saving its stored form (see `OrderedPage`); a kept
 * page the previous build's search state has (`searchState.ts`) is taken from there instead.
 * The stored file names the page in the state.
 */
export function addOrderedPage(builder: SiteSearchBuilder, item: OrderedPage): void {
  if ('storedIn' in item) {
    if (!builder.addKept(item.route, item.storedIn, item.order)) builder.addStored(item.route, JSON.parse(readFileSync(item.storedIn, 'utf8')) as StoredSearchPage, item.order, item.storedIn);
    return;
  }
  const stored = builder.add(item.page, item.order, item.storeTo !== undefined, item.storeTo);
  if (!stored || item.storeTo === undefined) return;
  // Renamed into place: a build that reads it meanwhile sees it whole or not at all.
  mkdirSync(path.dirname(item.storeTo), { recursive: true });
  const temp = `${item.storeTo}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(stored));
  renameSync(temp, item.storeTo);
}
