/**
 * The browser runtime every page loads: colour mode, navbar, drawer, tabs, copy buttons.
 * No framework; islands (search, try-it, footer logo) are dynamic imports loaded on demand.
 */
import { initColorMode } from './colorMode';
import { initTabs } from './tabs';
import { initNavbar } from './navbar';
import { initCopyButtons } from './copyButtons';

function init() {
  initColorMode();
  initNavbar();
  initTabs(document);
  initCopyButtons(document);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init, { once: true });
else init();
