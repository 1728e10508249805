/** Navbar: hides while scrolling down, returns when scrolling up; the mobile drawer opens and closes. */
export function initNavbar() {
  const navbar = document.querySelector<HTMLElement>('.navbar');
  if (!navbar) return;
  if (navbar.dataset.hideOnScroll) {
    let last = window.scrollY;
    window.addEventListener(
      'scroll',
      () => {
        const y = window.scrollY;
        navbar.toggleAttribute('data-hidden', y > last && y > navbar.offsetHeight);
        last = y;
      },
      { passive: true },
    );
    navbar.addEventListener('focusin', () => navbar.removeAttribute('data-hidden'));
  }
  const drawer = document.getElementById('navbar-drawer');
  const toggle = navbar.querySelector<HTMLButtonElement>('[data-drawer-open]');
  if (!drawer || !toggle) return;
  const close = () => {
    drawer.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    document.documentElement.removeAttribute('data-drawer-open');
    toggle.focus();
  };
  toggle.addEventListener('click', () => {
    drawer.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    document.documentElement.setAttribute('data-drawer-open', '');
    drawer.querySelector<HTMLElement>('[data-drawer-close]')?.focus();
  });
  drawer.querySelector('[data-drawer-close]')?.addEventListener('click', close);
  drawer.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
}
