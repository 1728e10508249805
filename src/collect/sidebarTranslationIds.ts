import type { Diagnostic, SiteConfig } from '../types.js';
import { sidebarsSource } from './collectSidebars.js';
import type { SidebarLabels, TranslatedItemKind } from './sidebarLabels.js';

/** One item of the sidebars that has a translation id: where it is and its label as written. */
interface NamedItem {
  where: string;
  kind: TranslatedItemKind;
  label: string;
}

/** Sidebar labels that note each item's translation id, and the ids several items share. */
export interface CheckedSidebarLabels {
  labels: SidebarLabels;
  /** One error for each translation id two or more items of the sidebars produce. */
  duplicates(): Diagnostic[];
}

/**
 * Docusaurus fails the build of a translated locale when two items of one sidebar produce the
 * same translation id (`sidebar.<sidebarId>.category.<label>`, `.link.<label>`, `.doc.<label>`:
 * its "Multiple docs sidebar items produce the same translation key"), since one message
 * would translate both. The same rule here, counting the items Docusaurus translates: every
 * category (folders' too) and link, and a doc item with a label of its own. Sidebars docsite
 * makes (`generated`, the API reference's) are not the author's to fix and are left out.
 */
export function checkSidebarTranslationIds(labels: SidebarLabels, config: SiteConfig, generated: ReadonlySet<string>): CheckedSidebarLabels {
  const byId = new Map<string, NamedItem[]>();
  const checked: SidebarLabels = {
    ...labels,
    label(sidebarId, kind, label, key, where) {
      if (!generated.has(sidebarId)) {
        const id = `sidebar.${sidebarId}.${kind}.${key ?? label}`;
        byId.set(id, [...(byId.get(id) ?? []), { where: where ?? sidebarId, kind, label }]);
      }
      return labels.label(sidebarId, kind, label, key, where);
    },
  };
  const duplicates = () =>
    [...byId]
      .filter(([, items]) => items.length > 1)
      .map(([id, items]): Diagnostic => ({
        severity: 'error',
        code: 'duplicate-translation-id',
        message: `${items.length} sidebar items produce the translation id ${id}: ${items.map(({ where, kind, label }) => `${where} (${kind} '${label}')`).join(', ')}; one message would translate them all`,
        source: sidebarsSource(config, items[1]!.label),
        hint: `give each a key of its own (key: '<name>', in _category_.json or _category_.yml for a folder's category): its id is then sidebar.<sidebarId>.${items[0]!.kind}.<key>`,
      }));
  return { labels: checked, duplicates };
}
