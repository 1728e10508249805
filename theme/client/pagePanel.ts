/**
 * Replaces the page content with a runtime panel (route error, crash) inside a fresh
 * `<main id="main-content">`, so landmarks and the skip link still work.
 */
export function showInPage(panel: HTMLElement) {
  const body = document.getElementById('page-body');
  if (!body) return;
  const main = document.createElement('main');
  main.id = 'main-content';
  main.className = 'page-main';
  main.tabIndex = -1;
  main.append(panel);
  body.replaceChildren(main);
  main.focus({ preventScroll: true });
  window.scrollTo(0, 0);
}
