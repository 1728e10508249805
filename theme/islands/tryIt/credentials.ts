/**
 * Where the try-it panel keeps the credentials a reader types: sessionStorage by default
 * (gone when the tab closes), localStorage only when the reader asks to be remembered.
 * Never in the URL, never in a cookie, never sent anywhere but the proxy.
 */

/** Exported for the list of what the site stores (`../../client/storedItems.ts`). */
export const CREDENTIALS_KEY = 'docsite-try-it:credentials';

/** Where credentials are kept. */
export type Persistence = 'session' | 'local';

function store(persistence: Persistence): Storage | undefined {
  try {
    return persistence === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings, sandboxed frames): credentials then live only in memory.
    return undefined;
  }
}

function read(persistence: Persistence): Record<string, string> | undefined {
  try {
    const text = store(persistence)?.getItem(CREDENTIALS_KEY);
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

/** The saved credentials (localStorage first: the reader chose to be remembered there). */
export function loadCredentials(): { values: Record<string, string>; persistence: Persistence } {
  const local = read('local');
  if (local) return { values: local, persistence: 'local' };
  return { values: read('session') ?? {}, persistence: 'session' };
}

/** Saves credentials in the chosen storage and removes them from the other one. */
export function saveCredentials(values: Record<string, string>, persistence: Persistence) {
  const other: Persistence = persistence === 'local' ? 'session' : 'local';
  try {
    store(other)?.removeItem(CREDENTIALS_KEY);
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value));
    if (Object.keys(filled).length) store(persistence)?.setItem(CREDENTIALS_KEY, JSON.stringify(filled));
    else store(persistence)?.removeItem(CREDENTIALS_KEY);
  } catch {
    // Quota or disabled storage: keeping them in memory for this page is enough.
  }
}

/** Forgets the credentials everywhere. */
export function clearCredentials() {
  for (const persistence of ['session', 'local'] as const) {
    try {
      store(persistence)?.removeItem(CREDENTIALS_KEY);
    } catch {
      // Nothing stored, nothing to forget.
    }
  }
}
