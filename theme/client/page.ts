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
 * Everything a page's content needs after it arrives (first load or client navigation), as
 * steps the first load runs in short tasks (`runInSlices`). Spec 8: an error in a step is a
 * page crash, shown with "This page crashed.", Try again (`retry`: load the page again) and
 * the error details; the steps after it do nothing, islands included.
 */
export function pageSteps(root: ParentNode, retry: () => void): Array<() => void> {
  let crashed = false;
  const guarded = (step: () => void) => () => {
    if (crashed) return;
    try {
      step();
    } catch (error) {
      crashed = true;
      crashPage(error, retry);
    }
  };
  const steps = [
    () => initTabs(root),
    () => initApiResponses(root),
    () => initServerPicker(root),
    () => initCopyButtons(root),
    () => initTables(root),
    () => initToc(root),
    () => {
      rememberDocsVersion();
      initDocsVersionLinks();
      initLocaleLinks();
    },
    () => observeLinks(root),
  ].map(guarded);
  return [...steps, () => crashed || initIslands(root, onIslandError)];
}

/** A page shown by client navigation: every step at once. */
export function enhancePage(root: ParentNode, retry: () => void) {
  for (const step of pageSteps(root, retry)) step();
}
