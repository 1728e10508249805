/**
 * The browser runtime every page loads: colour mode, navbar, drawer, tabs, copy buttons,
 * the search entry point and the islands loader. No framework; islands (search dialog,
 * try-it, footer logo) are dynamic imports loaded on demand.
 */
import { initColorMode } from './colorMode';
import { initTabs } from './tabs';
import { initNavbar } from './navbar';
import { initCopyButtons } from './copyButtons';
import { initIslands } from './islands';
import { initSearchEntry } from './search/entry';

function init() {
  initColorMode();
  initNavbar();
  initTabs(document);
  initCopyButtons(document);
  initSearchEntry();
  initIslands(document, (error) => console.error(error));
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init, { once: true });
else init();
