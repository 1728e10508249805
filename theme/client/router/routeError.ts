import { showInPage } from '../pagePanel';
import { coreStrings } from '../pageString';

/** Spec 8 "Route load failure: error text with Retry": the panel replaces the page content. */
export function showRouteError(error: unknown, retry: () => void) {
  const panel = document.createElement('div');
  panel.className = 'route-error';
  panel.setAttribute('role', 'alert');
  const title = document.createElement('h1');
  title.className = 'route-error-title';
  const words = coreStrings();
  title.textContent = words.notLoaded;
  const text = document.createElement('p');
  text.className = 'route-error-text';
  text.textContent = error instanceof Error ? error.message : String(error);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button-primary';
  button.textContent = words.retry;
  button.addEventListener('click', retry, { once: true });
  panel.append(title, text, button);
  showInPage(panel);
}
