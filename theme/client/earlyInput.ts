/**
 * Start-up runs in short tasks (slices.ts), so a reader can click a control before the step
 * that wires it has run; the browser would then do nothing, or only its default (a details
 * toggling without the handler that loads its entries). Until start-up ends, a click or key on
 * such a control is held and replayed, in order, once every step has run: no early input is
 * lost. The search shortcuts and button are wired before any slice yields, so they need no hold.
 */

/** Controls whose handlers a start-up step adds (or whose default a handler changes). */
const HELD = [
  '[data-color-mode-toggle]',
  '[data-announcement-close]',
  '[data-drawer-open]',
  '[data-copy-markdown]',
  '[data-sidebar-src] summary',
  '[data-sidebar-src] .sidebar-more a',
  '[data-tabs] [role=tab]',
  '.api-response > summary',
  '.toc-mobile',
].join(', ');

/** The only keys a held control handles itself (the tabs' moves); Enter and Space on a button become a click, held as such. */
const HELD_KEYS = /^(Arrow|Home$|End$)/;

/**
 * Starts holding early input; call in the first task, before anything yields. The returned
 * function stops holding and replays what was held (each on its own target, as a new event).
 */
export function holdEarlyInput(): () => void {
  const held: Array<[Element, Event]> = [];
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(HELD) : null;
    if (!target || event.defaultPrevented) return;
    // Any other key keeps its default now (scrolling, moving focus).
    if ('key' in event && !(HELD_KEYS.test(event.key as string) && target.matches('[role=tab]'))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A new event with the same fields (an event's init dictionary reads them off the event):
    // the held one stays cancelled, which would stop a details' toggle or a link's navigation.
    held.push([event.target as Element, new (event.constructor as typeof MouseEvent)(event.type, event as MouseEvent)]);
  };
  window.addEventListener('click', hold, true);
  window.addEventListener('keydown', hold, true);
  return () => {
    window.removeEventListener('click', hold, true);
    window.removeEventListener('keydown', hold, true);
    for (const [target, event] of held.splice(0)) if (target.isConnected) target.dispatchEvent(event);
  };
}
