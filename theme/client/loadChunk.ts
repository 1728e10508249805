/**
 * Lazily loaded chunks (an island's code, the search dialog's), each imported once for the
 * page's life. A chunk that failed to load (a transient network error) is imported again at
 * another URL: Chromium 150 keeps a dynamic import that failed and answers the next import of
 * the same URL with the same failure, without fetching it, so Try again would fail again. The
 * other URL is the chunk's own with `?retry=N` (the servers and the Content-Security-Policy's
 * `script-src 'self'` take it; the hashed file is the same). A failed fetch never ran the
 * module (one that threw while it ran runs again, as Try again means), and once one import
 * succeeds every later call gets that module: it runs once.
 */

/** Each `load`'s import: pending or loaded, or undefined after it failed (then the next call imports at another URL). */
const loads = new Map<() => Promise<unknown>, Promise<unknown> | undefined>();
let retries = 0;

/**
 * `load` is `() => import('…')` in this bundle: esbuild writes it `()=>import("./chunks/x.HASH.js")`,
 * a URL relative to this script (main.js: this module must stay in it, not in a chunk under
 * `chunks/`), which is how a retry finds it. Wherever the source does not say (not bundled), a
 * retry imports the same URL again.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let loading = loads.get(load);
  if (!loading) {
    const retry = loads.has(load) && /import\("(.+?)"\)/.exec(String(load));
    loading = retry ? import(new URL(retry[1]!, import.meta.url) + '?retry=' + ++retries) : load();
    loads.set(load, loading);
    loading.catch(() => loads.set(load, undefined));
  }
  return loading as Promise<T>;
}
