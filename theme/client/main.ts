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
import { initDrawer, type DrawerControl } from './drawer';
import { holdEarlyInput } from './earlyInput';
import { initNavbar } from './navbar';
import { enhancePage, pageSteps } from './page';
import { createProgressBar } from './progress';
import { initHoverPrefetch } from './router/prefetch';
import { initRouter, type Router } from './router/router';
import { initSearchEntry } from './search/entry';
import { initSidebarLoader } from './sidebarLoader';
import { runInSlices } from './slices';

let router: Router | undefined;
const retry = () => (router ? void router.reload() : location.reload());

/** Client navigation starts after the first page is enhanced, so its steps never meet another page's content; a click before that is a full load. */
function startRouter(drawer: DrawerControl) {
  const bar = document.getElementById('progress');
  if (!bar) return;
  router = initRouter({
    progress: createProgressBar(bar),
    onPage: (root) => enhancePage(root, retry),
    onNavigate: () => drawer.close(false),
  });
  initHoverPrefetch();
}

function init() {
  let drawer: DrawerControl = { close() {} };
  // First, before any slice yields: a reader's first `/`, Ctrl/Cmd+K or search click is never
  // lost, and a click on a control not wired yet is held and replayed (earlyInput.ts).
  const release = holdEarlyInput();
  initSearchEntry();
  // The rest in short tasks (see slices.ts): in one task this start-up was Lighthouse's blocking time.
  void runInSlices([
    initColorMode,
    initNavbar,
    initAnnouncement,
    () => (drawer = initDrawer()),
    initSidebarLoader,
    initCopyMarkdown,
    ...pageSteps(document, retry),
    () => startRouter(drawer),
  ]).finally(() => {
    release();
    // Tests and tools wait for this before they interact.
    document.documentElement.setAttribute('data-ready', '');
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init, { once: true });
else init();
