/**
 * The browser runtime every page loads (budget: 10 KB gzip with its static imports, guarded
 * by test/e2e/themeBudget.test.ts): colour mode, navbar and drawer, the announcement bar,
 * tabs, copy buttons, the table of contents, loading a long sidebar's other categories, client navigation with its progress bar, Retry
 * and crash handling, prefetching, the search entry point and the islands loader. No
 * framework: React comes only with an island's own chunk.
 */
import { initAnnouncement } from './announcement';
import { initColorMode } from './colorMode';
import { initCopyMarkdown } from './copyMarkdown';
import { initDrawer } from './drawer';
import { initNavbar } from './navbar';
import { enhancePage } from './page';
import { createProgressBar } from './progress';
import { initHoverPrefetch } from './router/prefetch';
import { initRouter, type Router } from './router/router';
import { initSearchEntry } from './search/entry';
import { initSidebarLoader } from './sidebarLoader';

let router: Router | undefined;
const retry = () => (router ? void router.reload() : location.reload());

function init() {
  initColorMode();
  initNavbar();
  initAnnouncement();
  const drawer = initDrawer();
  initSearchEntry();
  initSidebarLoader();
  initCopyMarkdown();
  const bar = document.getElementById('progress');
  if (bar) {
    router = initRouter({
      progress: createProgressBar(bar),
      onPage: (root) => enhancePage(root, retry),
      onNavigate: () => drawer.close(false),
    });
    initHoverPrefetch();
  }
  enhancePage(document, retry);
  // Tests and tools wait for this before they interact.
  document.documentElement.setAttribute('data-ready', '');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init, { once: true });
else init();
