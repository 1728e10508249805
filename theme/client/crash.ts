import { showInPage } from './pagePanel';
import { coreStrings } from './pageString';


const detailsOf = (error: unknown) => (error instanceof Error ? error.stack || `${error.name}: ${error.message}` : String(error));

/** The panel: the message, a Try again button and the error details. */
function crashPanel(error: unknown, retry: () => void): HTMLElement {
  const panel = document.createElement('div');
  panel.className = 'crash';
  panel.setAttribute('role', 'alert');
  panel.dataset.crash = '';
  const title = document.createElement('p');
  title.className = 'crash-title';
  // Spec 8: the crash boundary's message, verbatim in English (Docusaurus's theme.ErrorPageContent.title).
  const words = coreStrings();
  title.textContent = words.crashed;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button-primary';
  button.textContent = words.tryAgain;
  button.addEventListener('click', retry, { once: true });
  const details = document.createElement('details');
  details.className = 'crash-details';
  const summary = document.createElement('summary');
  summary.textContent = words.errorDetails;
  const pre = document.createElement('pre');
  pre.textContent = detailsOf(error);
  details.append(summary, pre);
  panel.append(title, button, details);
  return panel;
}

/**
 * An island that failed to load, mount or render: the panel takes its place (the island is
 * hidden, not removed, so Try again can mount it again).
 */
export function crashIsland(element: HTMLElement, error: unknown, retry: () => void) {
  console.error(error);
  element.hidden = true;
  const panel = crashPanel(error, () => {
    panel.remove();
    element.hidden = false;
    retry();
  });
  element.after(panel);
}

/** The page's own scripts failed: the panel replaces the page content; Try again loads the page again. */
export function crashPage(error: unknown, retry: () => void) {
  console.error(error);
  showInPage(crashPanel(error, retry));
}
