/** Results the reader opened, newest first, remembered in localStorage (the reader's own choice). */

/**
 * localStorage that never throws (private mode, disabled storage). Not `../storage`: sharing a
 * module with the core runtime would split it into a chunk every page then has to fetch.
 */
const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: recent results last for this page only.
    }
  },
};

/** A remembered result. */
export interface RecentResult {
  url: string;
  /** Section title. */
  title: string;
  pageTitle: string;
}

/** Exported for the list of what the site stores (`../storedItems.ts`). */
export const RECENT_KEY = 'docsite-search-recent';
const MAX = 5;

/** The remembered results; anything unreadable counts as none. */
export function readRecent(): RecentResult[] {
  try {
    const value: unknown = JSON.parse(storage.get(RECENT_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((item): item is RecentResult => typeof item?.url === 'string' && /^\/(?!\/)/.test(item.url) && typeof item.title === 'string' && typeof item.pageTitle === 'string')
      .slice(0, MAX);
  } catch {
    return [];
  }
}

/** Puts a result first (once). */
export function rememberRecent(result: RecentResult): void {
  const rest = readRecent().filter((item) => item.url !== result.url);
  storage.set(RECENT_KEY, JSON.stringify([result, ...rest].slice(0, MAX)));
}

/** Forgets every remembered result. */
export function clearRecent(): void {
  storage.set(RECENT_KEY, '[]');
}
