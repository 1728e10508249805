/**
 * A table wider than the content column scrolls sideways; keyboard users can only scroll it
 * if it can take focus (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export function initTables(root: ParentNode) {
  for (const table of root.querySelectorAll<HTMLTableElement>('.markdown table')) {
    if (table.scrollWidth > table.clientWidth + 1) table.tabIndex = 0;
  }
}
