import { createRoot, hydrateRoot } from 'react-dom/client';
import type { TryItProps } from '../../src/compile/openapi/apiPageData';
import { TryItPanel } from './tryIt/TryItPanel';

/**
 * The try-it island: hydrates the server-rendered panel (in `.try-it-root`, beside the props
 * script) so the reader can send requests through the proxy. Resolves once the panel has read
 * the saved credentials: only then is a click the loader kept (`client/islands.ts`) replayed,
 * so an early Send sends them too.
 */
export function mount(element: HTMLElement, props: unknown): Promise<void> {
  return new Promise((resolve) => {
    const panel = <TryItPanel {...(props as TryItProps)} onReady={resolve} />;
    const root = element.querySelector<HTMLElement>(':scope > .try-it-root');
    if (root?.firstElementChild) hydrateRoot(root, panel);
    else createRoot(root ?? element).render(panel);
  });
}
