/**
 * On a site of several locales: each entry of the locale menu leads to the page being read,
 * in its locale (every locale builds every page, at the same path under its base), instead
 * of that locale's home page. The entry's URL is its locale's base as rendered.
 */
export function initLocaleLinks() {
  const route = document.documentElement.dataset.route;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-locale-dropdown] a[data-locale-link]')) {
    link.dataset.localeBase ??= link.getAttribute('href') ?? '/';
    // The not-found page has no route: its entries stay on each locale's home page.
    link.href = route ? link.dataset.localeBase + route.slice(1) + location.hash : link.dataset.localeBase;
  }
}
