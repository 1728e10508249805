/**
 * A table wider than the content column scrolls sideways; keyboard users can only scroll it
 * if it can take focus (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export function initTables(root: ParentNode) {
  // All widths are read before any table is made focusable: a write between two reads
  // invalidates style and layout, and each read after it forced another full layout
  // (three on the API operation page, in main.js's start-up task).
  const overflowing = [...root.querySelectorAll<HTMLTableElement>('.markdown table')].filter((table) => table.scrollWidth > table.clientWidth + 1);
  for (const table of overflowing) table.tabIndex = 0;
}
