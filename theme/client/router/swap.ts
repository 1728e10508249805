/** Head elements that describe the page and change with it; scripts, styles and charset stay. */
const PAGE_HEAD = 'title, meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"], link[rel="alternate"]';
/** Layout facts on `<html>` that belong to the page (theme, JS and drawer state belong to the session). */
const PAGE_ATTRIBUTES = ['data-page-kind', 'data-has-toc', 'data-wide'];

/** The hashed stylesheets and scripts a document loads; when they differ, a deploy changed the bundle. */
export function assetsOf(doc: Document): string {
  const urls = [...doc.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="stylesheet"], script[src]')].map((element) =>
    element instanceof HTMLLinkElement ? element.getAttribute('href') : element.getAttribute('src'),
  );
  return urls.sort().join(' ');
}

/** A page's own CSS (what its imports brought), after the site's stylesheets so that it wins ties as on a full load. */
const PAGE_STYLES = 'style[data-page-css]';

function swapHead(next: Document) {
  for (const element of document.head.querySelectorAll(`${PAGE_HEAD}, ${PAGE_STYLES}`)) element.remove();
  const before = document.head.querySelector('script, link[rel="stylesheet"]');
  for (const element of next.head.querySelectorAll(PAGE_HEAD)) document.head.insertBefore(document.importNode(element, true), before);
  for (const element of next.head.querySelectorAll(PAGE_STYLES)) document.head.append(document.importNode(element, true));
}

/**
 * Replaces the page-specific parts of the document with those of `next`: head metadata,
 * layout attributes on `<html>`, and each `[data-swap]` region (page body, navbar items,
 * drawer body). The footer is identical on every page, so it is kept (its logo island stays
 * mounted) and only added or dropped when a page turns it off.
 */
export function swapDocument(next: Document) {
  swapHead(next);
  const root = document.documentElement;
  for (const name of PAGE_ATTRIBUTES) {
    const value = next.documentElement.getAttribute(name);
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
  for (const region of document.querySelectorAll<HTMLElement>('[data-swap]:not([data-swap="footer"])')) {
    const replacement = next.querySelector(`[data-swap="${region.dataset.swap}"]`);
    if (replacement) region.replaceWith(document.importNode(replacement, true));
  }
  const footer = document.querySelector('[data-swap="footer"]');
  const nextFooter = next.querySelector('[data-swap="footer"]');
  if (footer && !nextFooter) footer.remove();
  else if (!footer && nextFooter) document.getElementById('page-body')?.after(document.importNode(nextFooter, true));
}
