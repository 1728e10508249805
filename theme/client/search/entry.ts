/**
 * The search entry point, part of the script every page loads, so it stays tiny: it opens the
 * server-rendered dialog (navbar button, `Ctrl/Cmd+K`, `/`, the not-found page's search box) and loads the dialog code, lunr
 * and the index only on the first focus or open of the entry point. On fast connections the
 * two index files are prefetched once the page has loaded and gone idle; never during load.
 * On a site of several docs versions, these are the files of the version being read.
 */

import { readerDocsVersion } from '../docsVersion';
import { isOutdated } from '../fullLoad';
import { loadChunk } from '../loadChunk';
import { coreStrings } from '../pageString';
import { pageScopes, scopeOfVersion, type SearchScope } from './scopes';

/**
 * The index files' fetches, started when the reader opens the dialog (or focuses its entry
 * point) together with the dialog's code: a first search no longer waits for the code to load
 * before it asks for the index. Kept here, not in a module the dialog shares, so that no shared
 * chunk lands on every page; the dialog takes each response once. Each file is started early
 * once per page: later opens find the engine built (or, after a failure, fetch it anew).
 */
const earlyFetches = new Map<string, Promise<Response> | 'taken'>();

function fetchIndexEarly(scope: SearchScope) {
  for (const url of [scope.documents, scope.index]) {
    if (!url || earlyFetches.has(url)) continue;
    const response = fetch(url);
    response.catch(() => undefined);
    earlyFetches.set(url, response);
  }
}

function takeEarlyFetch(url: string) {
  const response = earlyFetches.get(url);
  if (response === undefined || response === 'taken') return undefined;
  earlyFetches.set(url, 'taken');
  return response;
}

const dialogChunk = () => import('./dialog');
/** One import for the page's lifetime; a failed import may be retried (at another URL: loadChunk.ts). */
const loadDialog = () =>
  loadChunk(dialogChunk).then((module) => {
    module.useEarlyFetches(takeEarlyFetch);
    return module;
  });

/** What the dialog searches: the page's scopes, and the one of the version being read (else preferred, else the latest). */
export interface SearchTarget {
  scopes: SearchScope[];
  scope: SearchScope;
}

function searchTarget(): SearchTarget {
  const scopes = pageScopes();
  return { scopes, scope: scopeOfVersion(scopes, scopes.length > 1 ? readerDocsVersion() : undefined) };
}

/** Opens the dialog; with a query (the not-found page's search box), searches for it at once. */
function open(query?: string) {
  const dialog = document.getElementById('search-dialog') as HTMLDialogElement | null;
  if (!dialog) return;
  // The downloads go out before the dialog is shown: showing it (style and layout of the page
  // under a modal) took 85–115 ms of a first search on a loaded machine, before any fetch.
  fetchIndexEarly(searchTarget().scope);
  const loaded = loadDialog();
  if (!dialog.open) dialog.showModal();
  const input = dialog.querySelector<HTMLInputElement>('[data-search-input]');
  if (input && query !== undefined) input.value = query.trim();
  input?.select();
  loaded.then(
    (module) => module.attachDialog(dialog).opened(searchTarget()),
    (error: unknown) => void showLoadFailure(dialog, error),
  );
}

/** The dialog code did not load: say why (a deploy since this page was opened, or the error) and offer a reload. */
async function showLoadFailure(dialog: HTMLDialogElement, error: unknown) {
  const message = dialog.querySelector('[data-search-message]');
  if (!message) return;
  const words = coreStrings();
  const text = (await isOutdated()) ? words.outdated : words.failed.replace('{error}', String(error));
  const reload = Object.assign(document.createElement('button'), { type: 'button', className: 'search-retry', textContent: words.reload });
  reload.addEventListener('click', () => location.reload());
  const paragraph = Object.assign(document.createElement('p'), { className: 'search-message-text search-message-error', textContent: text });
  message.replaceChildren(paragraph, reload);
}

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Prefetch only where it costs the reader nothing noticeable: 4g and no data saver. */
function prefetchWhenIdle() {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  if (connection?.effectiveType !== '4g' || connection.saveData) return;
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  const prefetch = () => {
    const { scope } = searchTarget();
    for (const url of [scope.documents, scope.index]) {
      if (!url) continue;
      const link = Object.assign(document.createElement('link'), { rel: 'prefetch', href: url });
      document.head.append(link);
    }
  };
  const afterLoad = () => setTimeout(() => idle(prefetch, { timeout: 10_000 }), 2000);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Wires the shortcuts and the button; the dialog itself is a dynamic import. */
export function initSearchEntry() {
  if (!document.getElementById('search-dialog')) return;
  if (/Mac|iPhone|iPad/.test(navigator.userAgent)) for (const key of document.querySelectorAll('[data-search-key]')) key.textContent = '⌘ K';
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('[data-search-open]')) open();
  });
  document.addEventListener('submit', (event) => {
    const form = (event.target as Element | null)?.closest?.<HTMLFormElement>('[data-search-form]');
    if (!form) return;
    event.preventDefault();
    open(String(new FormData(form).get('q') ?? ''));
  });
  // The first sign of interest starts the download, so the dialog is ready when it opens.
  const warm = (event: Event) => {
    if (!(event.target as Element | null)?.closest?.('[data-search-open], [data-search-form]')) return;
    fetchIndexEarly(searchTarget().scope);
    void loadDialog().then((module) => module.preloadSearch(searchTarget().scope), () => undefined);
  };
  document.addEventListener('focusin', warm);
  document.addEventListener('keydown', (event) => {
    const key = event.key.toLowerCase();
    const modifier = event.metaKey || event.ctrlKey;
    if ((key === 'k' && modifier && !event.altKey && !event.shiftKey) || (key === '/' && !modifier && !event.altKey && !isTyping(event.target))) {
      event.preventDefault();
      open();
    }
  });
  prefetchWhenIdle();
}
