/** Spec 2 "The navbar hides on scroll": hidden while scrolling down, back when scrolling up. */
export function initNavbar() {
  const navbar = document.querySelector<HTMLElement>('.navbar');
  if (!navbar?.dataset.hideOnScroll) return;
  let last = window.scrollY;
  let frame = 0;
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    // Ignore jitter, so a trackpad's tiny reversals do not flicker the bar.
    if (Math.abs(y - last) < 6) return;
    const hide = y > last && y > navbar.offsetHeight && !document.documentElement.hasAttribute('data-drawer-visible');
    navbar.toggleAttribute('data-hidden', hide);
    last = y;
  };
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true });
  // Keyboard users must always see where focus is.
  navbar.addEventListener('focusin', () => navbar.removeAttribute('data-hidden'));
}
