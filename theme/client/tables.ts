/** Whether the document-wide listeners for tables rendered later are in place (once per document, not per page). */
let watchingLaterTables = false;

/**
 * A table already measured carries `read` (a property, not an attribute: no DOM change). A
 * table on the first screen is reached twice when the browser's first frame comes after
 * start-up: from the frame after start-up, and from its section's `contentvisibilityautostatechange`
 * (a section in view is still "skipped" until that frame). Each read is a layout, so each table is
 * measured once. (A property, not a `WeakSet`: the script every page loads has a byte budget.)
 */
type Measured = HTMLTableElement & { read?: true };

/**
 * A table wider than the content column scrolls sideways; keyboard users can only scroll it
 * if it can take focus (WCAG 2.1.1, axe `scrollable-region-focusable`). A table the browser
 * has not rendered yet (in a section laid out only near the viewport, `content-visibility:
 * auto`, or in a closed `details`) is measured when it is rendered, not at start-up: measuring
 * it would lay out what the browser skipped (issue 23, the API operation page's start-up task).
 */
export function initTables(root: ParentNode) {
  // After the next frame has laid the page out, the widths are there to read; read now, they
  // forced that layout inside the start-up task.
  requestAnimationFrame(() => setTimeout(() => makeScrollingTablesFocusable(root)));
  if (watchingLaterTables) return;
  watchingLaterTables = true;
  // Neither event bubbles; a capturing listener on the document sees both.
  for (const type of ['contentvisibilityautostatechange', 'toggle']) {
    // A section leaving the viewport (skipped again) has no rendered table: `checkVisibility` leaves them out.
    document.addEventListener(type, (event) => makeScrollingTablesFocusable(event.target as Element), { capture: true });
  }
}

function makeScrollingTablesFocusable(root: ParentNode) {
  // All widths are read (each table once, if rendered) before any table is made focusable: a write
  // between two reads invalidates style and layout, and each read after it forced another full layout.
  const overflowing = [...root.querySelectorAll<Measured>('.markdown table')].filter(
    (table) => !table.read && table.checkVisibility?.({ contentVisibilityAuto: true }) !== false && (table.read = true) && table.scrollWidth > table.clientWidth + 1,
  );
  for (const table of overflowing) table.tabIndex = 0;
}
