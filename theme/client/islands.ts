/**
 * React islands: server-rendered HTML marked `data-island="name"`, with props in a child
 * `<script type="application/json" data-island-props>`. Each island's code is a dynamic
 * import (its own chunk), loaded only where the island exists and only when needed:
 * `data-island-when="visible"` (default: scrolled near the viewport or focused),
 * `"idle"`, or `"load"`.
 */

/** What an island module exports. */
export interface IslandModule {
  mount(element: HTMLElement, props: unknown): void | Promise<void>;
}

const registry: Record<string, () => Promise<IslandModule>> = {
  'try-it': () => import('../islands/tryIt'),
  'footer-logo': () => import('../islands/footerLogo'),
};

/** Reports an island that failed to load or crashed; the crash boundary replaces it. */
export type IslandErrorHandler = (error: unknown, element: HTMLElement) => void;

function readProps(element: HTMLElement): unknown {
  const script = element.querySelector<HTMLScriptElement>(':scope > script[data-island-props]');
  return script?.textContent ? JSON.parse(script.textContent) : {};
}

async function hydrate(element: HTMLElement, onError: IslandErrorHandler) {
  if (element.dataset.islandState) return;
  element.dataset.islandState = 'loading';
  try {
    const load = registry[element.dataset.island ?? ''];
    if (!load) throw new Error(`unknown island "${element.dataset.island}"`);
    const module = await load();
    await module.mount(element, readProps(element));
    element.dataset.islandState = 'ready';
  } catch (error) {
    element.dataset.islandState = 'failed';
    onError(error, element);
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
    const when = element.dataset.islandWhen ?? 'visible';
    if (when === 'load' || !observer) void hydrate(element, onError);
    else if (when === 'idle') (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200)))(() => void hydrate(element, onError));
    else {
      observer.observe(element);
      element.addEventListener('focusin', () => void hydrate(element, onError), { once: true });
    }
  }
}
