import { coreStrings } from './pageString';

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Regions behind the open drawer, made inert so neither focus nor a screen reader reaches them. */
const BEHIND = ['.announcement', 'header.navbar', '#page-body', 'footer.footer'];

/** What the router needs from the drawer. */
export interface DrawerControl {
  close(restoreFocus?: boolean): void;
}

const visible = (element: HTMLElement) => element.getClientRects().length > 0;

/** Copies the page's sidebar, with its open categories, into the drawer (see NavbarDrawer). */
function fillSidebar(drawer: HTMLElement) {
  const slot = drawer.querySelector('[data-drawer-sidebar]');
  const sidebar = document.querySelector('.doc-sidebar .sidebar');
  if (!slot || !sidebar) return;
  const copy = sidebar.cloneNode(true) as HTMLElement;
  copy.setAttribute('aria-label', coreStrings().sectionPages);
  slot.replaceChildren(copy);
}

/**
 * The mobile navigation drawer (below 996 px): opened by the menu button; a modal dialog with
 * focus trapped inside; Escape, the close button or the backdrop close it and give focus back
 * to the menu button; following a link closes it without moving focus.
 */
export function initDrawer(): DrawerControl {
  const drawer = document.getElementById('navbar-drawer');
  const toggle = document.querySelector<HTMLButtonElement>('[data-drawer-open]');
  const backdrop = document.querySelector<HTMLElement>('[data-drawer-backdrop]');
  const root = document.documentElement;
  if (!drawer || !toggle) return { close() {} };

  const setOpen = (open: boolean) => {
    drawer.hidden = !open;
    if (backdrop) backdrop.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    root.toggleAttribute('data-drawer-visible', open);
    for (const selector of BEHIND) document.querySelector(selector)?.toggleAttribute('inert', open);
  };
  const close = (restoreFocus = true) => {
    if (drawer.hidden) return;
    setOpen(false);
    // The menu button may sit in the navbar hidden on scroll: focusing it must not scroll the page.
    if (restoreFocus) toggle.focus({ preventScroll: true });
  };
  const open = () => {
    fillSidebar(drawer);
    setOpen(true);
    drawer.querySelector<HTMLElement>('[data-drawer-close]')?.focus();
    drawer.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'center' });
  };

  toggle.addEventListener('click', open);
  backdrop?.addEventListener('click', () => close());
  drawer.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-drawer-close]')) close();
    else if (target.closest('a[href]')) close(false);
  });
  document.addEventListener('keydown', (event) => {
    if (drawer.hidden) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      const items = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !drawer.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !drawer.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  // Growing past the breakpoint hides the menu button; the drawer must not stay open behind it.
  matchMedia('(min-width: 997px)').addEventListener('change', (event) => event.matches && close(false));
  return { close };
}
