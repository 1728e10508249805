import { createRoot, hydrateRoot } from 'react-dom/client';
import type { TryItProps } from '../../src/compile/openapi/apiPageData';
import { TryItPanel } from './tryIt/TryItPanel';

/**
 * The try-it island: hydrates the server-rendered panel (in `.try-it-root`, beside the props
 * script) so the reader can send requests through the proxy.
 */
export function mount(element: HTMLElement, props: unknown) {
  const panel = <TryItPanel {...(props as TryItProps)} />;
  const root = element.querySelector<HTMLElement>(':scope > .try-it-root');
  if (root?.firstElementChild) hydrateRoot(root, panel);
  else createRoot(root ?? element).render(panel);
}
