/**
 * On a site of several locales: each entry of the locale menu leads to the page being read,
 * in its locale (every locale builds every page, at the same path under its base), instead
 * of that locale's home page. An entry's URL is its locale's base as rendered; the page's
 * route is the address below the current locale's base (the entry marked `aria-current`).
 */
export function initLocaleLinks() {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-locale-dropdown] a[data-locale-link]')];
  for (const link of links) link.dataset.localeBase ??= link.getAttribute('href') ?? '/';
  const currentBase = links.find((link) => link.getAttribute('aria-current') === 'true')?.dataset.localeBase;
  // The not-found page answers any path: its entries stay on each locale's home page.
  const onPage = currentBase && location.pathname.startsWith(currentBase) && document.documentElement.dataset.pageKind !== 'not-found';
  const route = onPage ? location.pathname.slice(currentBase.length) : '';
  for (const link of links) link.href = link.dataset.localeBase + route + (onPage ? location.hash : '');
}
