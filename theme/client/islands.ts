/**
 * React islands: server-rendered HTML marked `data-island="name"`, with props in a child
 * `<script type="application/json" data-island-props>` (render it with
 * `components/IslandProps.tsx`). Each island's code is a dynamic import (its own chunk),
 * loaded only where the island exists and only when needed: `data-island-when="visible"`
 * (default: scrolled near the viewport or focused), `"interaction"` (the same, but only once
 * the reader has scrolled, pointed, touched or typed: an island that only enhances complete
 * server HTML, in view from the start on a short page, is not part of the first view's
 * download), `"idle"`, or `"load"`.
 */
import { reloadIfOutdated } from './fullLoad';
import { loadChunk } from './loadChunk';
import type {} from './mermaidSettings';

/** What the loader gives an island besides its element and props. */
export interface IslandContext {
  /**
   * Report an error that happens after `mount` returned (e.g. React's `onUncaughtError`);
   * the crash boundary then replaces the island.
   */
  onError(error: unknown): void;
}

/** What an island module exports. */
export interface IslandModule {
  mount(element: HTMLElement, props: unknown, context: IslandContext): void | Promise<void>;
  /** Called before client navigation removes the island's element (e.g. `root.unmount()`). */
  unmount?(element: HTMLElement): void;
}

const registry: Record<string, () => Promise<IslandModule>> = {
  'try-it': () => import('../islands/tryIt'),
  'footer-logo': () => import('../islands/footerLogo'),
};
// Only a site that draws mermaid diagrams has the island: others' bundles never name mermaid.
if (DOCSITE_MERMAID) registry.mermaid = () => import('../islands/mermaid');

/** Reports an island that failed to load or crashed; the crash boundary replaces it. */
export type IslandErrorHandler = (error: unknown, element: HTMLElement) => void;

const mounted = new WeakMap<HTMLElement, IslandModule>();
// Read once: a React root replaces the element's children, the props script with them, and Try again needs them.
const propsOf = new WeakMap<HTMLElement, unknown>();

function readProps(element: HTMLElement): unknown {
  if (!propsOf.has(element)) {
    const script = element.querySelector<HTMLScriptElement>(':scope > script[data-island-props]');
    propsOf.set(element, script?.textContent ? JSON.parse(script.textContent) : {});
  }
  return propsOf.get(element);
}

async function hydrate(element: HTMLElement, onError: IslandErrorHandler) {
  if (element.dataset.islandState) return;
  element.dataset.islandState = 'loading';
  const fail = (error: unknown) => {
    if (element.dataset.islandState === 'failed') return;
    element.dataset.islandState = 'failed';
    onError(error, element);
  };
  try {
    const load = registry[element.dataset.island ?? ''];
    if (!load) throw new Error(`unknown island "${element.dataset.island}"`);
    let module: IslandModule;
    try {
      // Once per page; after a failure, at another URL (a failed import is kept: loadChunk.ts).
      module = await loadChunk(load);
    } catch (error) {
      // A deploy removed the chunk: only the new version of the page can mount the island.
      if (await reloadIfOutdated()) return;
      throw error;
    }
    mounted.set(element, module);
    await module.mount(element, readProps(element), { onError: fail });
    if (element.dataset.islandState === 'loading') {
      element.dataset.islandState = 'ready';
      replayEarlyClick(element);
    }
  } catch (error) {
    fail(error);
  }
}

/** The last button clicked in each island before it was ready, to click again once it is. */
const earlyClicks = new WeakMap<HTMLElement, HTMLButtonElement>();

/**
 * A click on an island's button before the island is ready (its server HTML shows but does
 * nothing yet) is kept and replayed when it is, instead of being lost: try-it's Send pressed
 * while its code loads still sends (issue 20). The island starts loading at that click.
 */
function keepEarlyClicks(element: HTMLElement, onError: IslandErrorHandler) {
  element.addEventListener(
    'click',
    (event) => {
      const state = element.dataset.islandState;
      if (state === 'ready' || state === 'failed') return;
      const button = (event.target as Element).closest?.('button');
      if (!button || !element.contains(button)) return;
      // Until the island is ready, its own handlers (if hydration has begun) must not see the click either.
      event.preventDefault();
      event.stopPropagation();
      earlyClicks.set(element, button);
      void hydrate(element, onError);
    },
    { capture: true },
  );
}

function replayEarlyClick(element: HTMLElement) {
  const button = earlyClicks.get(element);
  earlyClicks.delete(element);
  if (button?.isConnected && !button.disabled) button.click();
}

/** Mounts a failed island again (the crash boundary's Try again). */
export function retryIsland(element: HTMLElement, onError: IslandErrorHandler) {
  delete element.dataset.islandState;
  void hydrate(element, onError);
}

/** Lets the islands under `root` clean up before client navigation removes them. */
export function unmountIslands(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    try {
      mounted.get(element)?.unmount?.(element);
    } catch {
      // The element is leaving the page either way.
    }
  }
}

/** Finds the islands under `root` and schedules their hydration. */
export function initIslands(root: ParentNode, onError: IslandErrorHandler) {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  if (elements.length === 0) return;
  const observer = 'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer!.unobserve(entry.target);
          void hydrate(entry.target as HTMLElement, onError);
        }
      }, { rootMargin: '200px' })
    : undefined;
  for (const element of elements) {
    keepEarlyClicks(element, onError);
    const when = element.dataset.islandWhen ?? 'visible';
    if (when === 'load' || !observer) void hydrate(element, onError);
    else if (when === 'idle') (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200)))(() => void hydrate(element, onError));
    else {
      element.addEventListener('focusin', () => void hydrate(element, onError), { once: true });
      if (when === 'interaction') void firstInteraction().then(() => observer.observe(element));
      else observer.observe(element);
    }
  }
}

/** What counts as the reader starting to use the page. */
const INTERACTIONS = ['scroll', 'wheel', 'pointerdown', 'pointermove', 'keydown', 'touchstart'] as const;
let interaction: Promise<void> | undefined;

/** Settles at the reader's first interaction with the page (already settled on pages reached by client navigation). */
function firstInteraction(): Promise<void> {
  return (interaction ??= new Promise((resolve) => {
    const start = () => {
      for (const type of INTERACTIONS) removeEventListener(type, start, true);
      resolve();
    };
    // Capture on window: scroll does not bubble, and a scroll inside any element counts too.
    for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
  }));
}
