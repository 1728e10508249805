/**
 * What this site keeps in the reader's browser and what it sends, the one list the privacy
 * policy is generated from (`<SiteStorageTable />`, `<SiteRequestTable />`). Not imported by the browser runtime: the
 * keys stay in the modules that use them, so no chunk is shared just for a constant.
 * `test/unit/content/storedItems.test.ts` fails when client code stores under a key this list
 * does not describe.
 */
import { CREDENTIALS_KEY } from '../islands/tryIt/credentials';
import { RECENT_KEY } from './search/recent';
import { THEME_KEY, announcementKey, docsVersionKey, tabsKey } from './storageKeys';

/** One thing the site keeps in the browser. */
export interface StoredItem {
  /** The storage key; `*` stands for the variable part of a keyed family. */
  key: string;
  /** Where it is kept. */
  storage: 'local storage' | 'session storage, or local storage if you choose';
  /** What it holds and when it is written, for readers. */
  holds: string;
}

/** Everything the site stores, in the order the privacy policy lists it. */
export const storedItems: StoredItem[] = [
  { key: THEME_KEY, storage: 'local storage', holds: 'Your color theme, light or dark, once you switch it.' },
  { key: announcementKey('*'), storage: 'local storage', holds: 'That you closed an announcement, so it stays closed. Only announcements with a close button write it.' },
  { key: docsVersionKey('*'), storage: 'local storage', holds: 'The docs version you last read, written when you open a docs page; one key for each docs section, named after it.' },
  { key: tabsKey('*'), storage: 'local storage', holds: 'The tab you chose in a group of tabs, such as the language of code samples, so every page shows the same one.' },
  { key: RECENT_KEY, storage: 'local storage', holds: 'The titles and addresses of the last five search results you opened, shown as recent results. Not the words you typed.' },
  {
    key: CREDENTIALS_KEY,
    storage: 'session storage, or local storage if you choose',
    holds: 'The API key and user id you type into the API try-it panel. Session storage forgets them when you close the tab; they stay in local storage only if you tick Remember on this device, until you select Forget credentials.',
  },
];

/** One kind of request the site makes from the reader's browser. */
export interface SentItem {
  /** What is requested, and from where. */
  what: string;
  /** What the request carries about the reader. */
  carries: string;
}

/** Every request the site's scripts make, in the order the privacy policy lists them. */
export const sentItems: SentItem[] = [
  {
    what: 'Pages, their Markdown versions, images, styles and scripts, from this site. Pages are fetched ahead of time when you point at a link, unless your connection saves data.',
    carries: 'What any web request carries: your IP address, browser and the address requested. No cookies, no analytics and no tracking scripts.',
  },
  {
    what: 'The search index, from this site, the first time you open search.',
    carries: 'Nothing about your search: the index is the same file for everyone, and searching runs in your browser.',
  },
  {
    what: 'An API request you compose in the try-it panel, only when you select Send. It goes to this site’s API proxy, which forwards it to the API.',
    carries: 'The request you composed, with the API key and user id as headers. The proxy logs the method, path, status and time, never headers, queries or bodies.',
  },
];
