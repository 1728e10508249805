/** Spec 2 "The navbar hides on scroll": hidden while scrolling down, back when scrolling up. */
export function initNavbar() {
  const navbar = document.querySelector<HTMLElement>('.navbar');
  if (!navbar?.dataset.hideOnScroll) return;
  // Reading scrollY lays the page out; read in the next frame, whose own layout it joins,
  // rather than forcing one in the start-up task (a scroll's update runs in a later frame).
  let last = 0;
  let frame = requestAnimationFrame(() => {
    frame = 0;
    last = window.scrollY;
  });
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
