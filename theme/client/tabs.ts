import { storage } from './storage';

import { tabsKey as groupKey } from './storageKeys';

function select(tabs: Element, value: string, focus = false) {
  const buttons = tabs.querySelectorAll<HTMLButtonElement>(':scope > .tabs-list > [role=tab]');
  if (![...buttons].some((button) => button.dataset.value === value)) return;
  for (const button of buttons) {
    const selected = button.dataset.value === value;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    if (selected && focus) button.focus();
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]')) {
    panel.toggleAttribute('data-selected', panel.dataset.value === value);
  }
}

/** Tabs: click and arrow keys select; a `groupId` choice (e.g. code language) is remembered and synced. */
export function initTabs(root: ParentNode) {
  for (const tabs of root.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const groupId = tabs.dataset.groupId;
    const saved = groupId ? storage.get(groupKey(groupId)) : null;
    if (saved) select(tabs, saved);
    if (tabs.dataset.enhanced) continue;
    tabs.dataset.enhanced = 'true';
    tabs.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('[role=tab]');
      if (!button || button.closest('[data-tabs]') !== tabs) return;
      const value = button.dataset.value!;
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
