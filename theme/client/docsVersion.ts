import { storage } from './storage';
import { DOCS_VERSION_KEY } from './storageKeys';

const DOCS_KINDS = new Set(['doc', 'category', 'api']);

/** Remembers the docs version (`v1`) when a docs page is shown, as Docusaurus does. */
export function rememberDocsVersion() {
  if (!DOCS_KINDS.has(document.documentElement.dataset.pageKind ?? '')) return;
  const label = document.querySelector<HTMLMetaElement>('meta[name="docsite:version"]')?.content;
  if (label) storage.set(DOCS_VERSION_KEY, label);
}
