import { storage } from './storage';

import { tabsKey as groupKey } from './storageKeys';

/** Selects the tab of `value`; false when the tabs have none. */
function select(tabs: Element, value: string, focus = false): boolean {
  const buttons = tabs.querySelectorAll<HTMLButtonElement>(':scope > .tabs-list > [role=tab]');
  if (![...buttons].some((button) => button.dataset.value === value)) return false;
  for (const button of buttons) {
    const selected = button.dataset.value === value;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    if (selected && focus) button.focus();
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')) {
    panel.toggleAttribute('data-selected', panel.dataset.value === value);
  }
  return true;
}

/** Puts the choice in the URL's query (`queryString` tabs), replacing the history entry as Docusaurus does. */
function writeQuery(key: string, value: string) {
  const url = new URL(location.href);
  url.searchParams.set(key, value);
  history.replaceState(history.state, '', url);
}

/**
 * Tabs: click and arrow keys select; a `groupId` choice (e.g. code language) is remembered and
 * synced; a `queryString` key's value in the URL wins over the remembered choice, and a click
 * writes it there.
 */
export function initTabs(root: ParentNode) {
  for (const tabs of root.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const groupId = tabs.dataset.groupId;
    const queryKey = tabs.dataset.queryString;
    const fromQuery = queryKey ? new URLSearchParams(location.search).get(queryKey) : null;
    const saved = groupId ? storage.get(groupKey(groupId)) : null;
    for (const value of [fromQuery, saved]) if (value && select(tabs, value)) break;
    if (tabs.dataset.enhanced) continue;
    tabs.dataset.enhanced = 'true';
    tabs.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('[role=tab]');
      if (!button || button.closest('[data-tabs]') !== tabs) return;
      const value = button.dataset.value!;
      if (queryKey) writeQuery(queryKey, value);
      if (groupId) {
        storage.set(groupKey(groupId), value);
        for (const other of document.querySelectorAll(`[data-tabs][data-group-id="${CSS.escape(groupId)}"]`)) select(other, value);
      } else select(tabs, value);
    });
    tabs.addEventListener('keydown', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('[role=tab]');
      if (!button || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
      const buttons = [...tabs.querySelectorAll<HTMLButtonElement>(':scope > .tabs-list > [role=tab]')];
      const index = buttons.indexOf(button);
      const nextIndex = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : (index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
      event.preventDefault();
      buttons[nextIndex]!.click();
      buttons[nextIndex]!.focus();
    });
  }
}
