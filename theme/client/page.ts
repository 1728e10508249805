import { initApiResponses } from './apiResponses';
import { initCopyButtons } from './copyButtons';
import { crashIsland, crashPage } from './crash';
import { initDocsVersionLinks, rememberDocsVersion } from './docsVersion';
import { initLocaleLinks } from './localeLinks';
import { initIslands, retryIsland, type IslandErrorHandler } from './islands';
import { observeLinks } from './router/prefetch';
import { initServerPicker } from './serverPicker';
import { initTables } from './tables';
import { initTabs } from './tabs';
import { initToc } from './toc';

/** The island crash boundary: the panel replaces the island; Try again mounts it again. */
const onIslandError: IslandErrorHandler = (error, element) => crashIsland(element, error, () => retryIsland(element, onIslandError));

/**
 * Everything a page's content needs after it arrives (first load or client navigation).
 * Spec 8: an error here is a page crash, shown with "This page crashed.", Try again
 * (`retry`: load the page again) and the error details.
 */
export function enhancePage(root: ParentNode, retry: () => void) {
  try {
    initTabs(root);
    initApiResponses(root);
    initServerPicker(root);
    initCopyButtons(root);
    initTables(root);
    initToc(root);
    rememberDocsVersion();
    initDocsVersionLinks();
    initLocaleLinks();
    observeLinks(root);
  } catch (error) {
    crashPage(error, retry);
    return;
  }
  initIslands(root, onIslandError);
}
