/**
 * A trimmed sidebar (a long one: the page carries only its own branch, see
 * `theme/components/sidebarBranch.tsx`) names its whole HTML's file in `data-sidebar-src`.
 * When a reader opens a category whose entries were left out, or follows an "All N items"
 * link, the file is fetched (once per page load: hashed, so the browser caches it for good)
 * and replaces the branch, with the page's link marked and the same categories open, plus
 * the one the reader asked for. Without JavaScript those links lead to the categories' index
 * pages. Listens on the document, so it works in the drawer's copy and after client navigation.
 */
const loaded = new Map<string, Promise<string>>();

function load(url: string): Promise<string> {
  let html = loaded.get(url);
  if (!html) {
    html = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return ((await response.json()) as { html: string }).html;
    });
    loaded.set(url, html);
    // A failed load is tried again on the next click.
    html.catch(() => loaded.delete(url));
  }
  return html;
}

/** The whole sidebar in place of `branch`, opened and marked as the branch was, with category `cat` open too. */
function replaceBranch(branch: HTMLElement, html: string, cat: string | undefined): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const whole = template.content.firstElementChild as HTMLElement;
  const open = new Set([...branch.querySelectorAll<HTMLElement>('details[open]')].map((details) => details.dataset.cat));
  if (cat !== undefined) open.add(cat);
  for (const details of whole.querySelectorAll<HTMLDetailsElement>('details[data-cat]')) if (open.has(details.dataset.cat)) details.open = true;
  const active = branch.querySelector('a[aria-current="page"]')?.getAttribute('href');
  for (const link of whole.querySelectorAll('a[href]')) {
    if (link.getAttribute('href') !== active) continue;
    link.className = 'active';
    link.setAttribute('aria-current', 'page');
  }
  branch.replaceWith(whole);
  return whole;
}

async function expand(branch: HTMLElement, details: HTMLDetailsElement, fallback: string | undefined) {
  const cat = details.dataset.cat;
  let html: string;
  try {
    html = await load(branch.dataset.sidebarSrc!);
  } catch {
    // The category's index page lists what the file would have shown.
    if (fallback) location.assign(fallback);
    return;
  }
  if (!branch.isConnected) return;
  const whole = replaceBranch(branch, html, cat);
  whole.querySelector<HTMLElement>(`details[data-cat="${cat}"] > summary`)?.focus();
}

/** Starts listening for readers opening a trimmed sidebar's categories. */
export function initSidebarLoader() {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const branch = target.closest?.<HTMLElement>('[data-sidebar-src]');
      if (!branch || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const summary = target.closest('summary');
      const more = target.closest<HTMLAnchorElement>('.sidebar-more a');
      const details = (summary ?? more)?.closest<HTMLDetailsElement>('details');
      if (!details || (summary && !details.hasAttribute('data-trimmed'))) return;
      // Ahead of the router and the drawer: this click opens entries, it does not navigate.
      event.preventDefault();
      event.stopPropagation();
      void expand(branch, details, more?.href ?? details.closest('li')?.querySelector<HTMLAnchorElement>(':scope > a')?.href);
    },
    true,
  );
}
