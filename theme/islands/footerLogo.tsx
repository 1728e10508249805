import { createRoot, type Root } from 'react-dom/client';
import type { FooterLogoProps } from '../components/footer/FooterLogo';
import type { IslandContext } from '../client/islands';
import { FooterLogoIsland } from './FooterLogoSvg';

const roots = new WeakMap<HTMLElement, Root>();

/**
 * The footer-logo island. `createRoot`, not `hydrateRoot`: the server markup is the no-JS
 * pair of `<img>`s, and the island replaces it with the inline SVG of the current theme
 * (first rendering the same `<img>` as its loader, so nothing flashes or shifts).
 */
export function mount(element: HTMLElement, props: FooterLogoProps, context: IslandContext) {
  roots.get(element)?.unmount();
  const root = createRoot(element, { onUncaughtError: (error) => context.onError(error) });
  roots.set(element, root);
  root.render(<FooterLogoIsland {...props} host={element} />);
}

export function unmount(element: HTMLElement) {
  roots.get(element)?.unmount();
  roots.delete(element);
}
