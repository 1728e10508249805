import { storage } from './storage';
import { docsVersionKey } from './storageKeys';

const DOCS_KINDS = new Set(['doc', 'category', 'api']);

/** The docs section an element belongs to (`data-docs-plugin` on it or around it), `default` for the docs. */
const pluginOf = (element: Element | null) => element?.closest('[data-docs-plugin]')?.getAttribute('data-docs-plugin') ?? 'default';

/** The docs section of the page shown: a further section's pages name it (`docsite:docs-plugin`). */
const pagePlugin = () => document.querySelector<HTMLMetaElement>('meta[name="docsite:docs-plugin"]')?.content || 'default';

/**
 * Remembers the docs version when a docs page is shown, as Docusaurus does: the label of a
 * site's one version (`v1`), the name of the page's version on a site with several.
 */
export function rememberDocsVersion() {
  if (!DOCS_KINDS.has(document.documentElement.dataset.pageKind ?? '')) return;
  const label = document.querySelector<HTMLMetaElement>('meta[name="docsite:version"]')?.content;
  // Written only when it changes: every write is a message to the browser process, on
  // every docs page's start-up otherwise.
  const key = docsVersionKey(pagePlugin());
  if (label && storage.get(key) !== label) storage.set(key, label);
}

/**
 * The docs version the reader is in: the page's own on a docs page, else the preferred one
 * (undefined when neither says). The search dialog searches that version's index first.
 */
export function readerDocsVersion(): string | undefined {
  const own = DOCS_KINDS.has(document.documentElement.dataset.pageKind ?? '') ? document.querySelector<HTMLMetaElement>('meta[name="docsite:version"]')?.content : undefined;
  return own || (storage.get(docsVersionKey('default')) ?? undefined);
}

/** Reads a JSON map of version name → path from an attribute; none when it is missing or unreadable. */
function pathsOf(element: Element | null, attribute: string): Record<string, string> | undefined {
  const text = element?.getAttribute(attribute);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Record<string, string>;
  } catch {
    return undefined;
  }
}

let choosing = false;

/**
 * On a site with several docs versions: the dropdown's entries lead to the same page in each
 * version (the page's `data-version-alternates`, else each version's main page as rendered),
 * the navbar's docs links off the docs lead into the preferred version (a `docsVersion` item
 * also takes its label), and following a
 * version link (dropdown or banner) saves its version as the preferred one of its docs
 * section (`data-docs-plugin` on or around it; none: the docs).
 */
export function initDocsVersionLinks() {
  const alternates = pathsOf(document.querySelector('[data-version-alternates]'), 'data-version-alternates');
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-version-dropdown] a[data-version-link]')) {
    const target = alternates?.[link.dataset.versionLink!];
    if (target) link.href = target;
  }
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-version-hrefs], a[data-version-labels]')) {
    // Each docs section has its own preferred version.
    const preferred = storage.get(docsVersionKey(pluginOf(link)));
    const target = preferred ? pathsOf(link, 'data-version-hrefs')?.[preferred] : undefined;
    if (target) link.href = target;
    // A `docsVersion` item named by its version: the preferred version's label.
    const label = preferred ? pathsOf(link, 'data-version-labels')?.[preferred] : undefined;
    if (label) link.textContent = label;
  }
  if (choosing) return;
  choosing = true;
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-version-link]');
    if (!link) return;
    storage.set(docsVersionKey(pluginOf(link)), link.dataset.versionLink!);
    link.closest('details')?.removeAttribute('open');
  }, true);
}
