/** Headings within this distance of the viewport top count as "being read" (navbar + scroll padding + slack). */
const ACTIVE_OFFSET = 100;

let stop: (() => void) | undefined;

/**
 * The desktop table of contents marks the heading being read and follows it while scrolling;
 * the mobile one closes after a link is chosen. Re-run for each page; the previous page's
 * listeners are removed first.
 */
export function initToc(root: ParentNode) {
  stop?.();
  stop = undefined;
  for (const details of root.querySelectorAll<HTMLDetailsElement>('.toc-mobile')) {
    details.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) details.open = false;
    });
  }
  const links = [...root.querySelectorAll<HTMLAnchorElement>('.toc .toc-link')];
  const targets = links
    .map((link) => ({ link, heading: document.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((entry): entry is { link: HTMLAnchorElement; heading: HTMLElement } => entry.heading !== null);
  if (targets.length === 0) return;

  let frame = 0;
  let current: HTMLAnchorElement | undefined;
  const update = () => {
    frame = 0;
    let active = targets[0]!;
    for (const target of targets) {
      if (target.heading.getBoundingClientRect().top > ACTIVE_OFFSET) break;
      active = target;
    }
    // At the very bottom the last headings may never reach the top; the last one is being read.
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) active = targets[targets.length - 1]!;
    if (active.link === current) return;
    current?.classList.remove('active');
    active.link.classList.add('active');
    current = active.link;
    const box = active.link.closest('.doc-toc');
    if (box && box.scrollHeight > box.clientHeight) active.link.scrollIntoView({ block: 'nearest' });
  };
  const schedule = () => (frame ||= requestAnimationFrame(update));
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  // In the next frame, whose layout the heading positions then join: called here, they forced
  // a layout of the whole page in the start-up task (issue 23).
  schedule();
  stop = () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}
