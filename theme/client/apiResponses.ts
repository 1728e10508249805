/**
 * On an API operation page, opening a response on the left selects its status among the
 * response examples on the right (ResponseExamples.tsx), so the example shown is the one
 * being read. Selecting goes through the tab's own click, as a reader's would.
 */
export function initApiResponses(root: ParentNode) {
  const examples = root.querySelector('.api-response-examples [data-tabs]');
  if (!examples) return;
  for (const summary of root.querySelectorAll<HTMLElement>('.api-response > summary')) {
    summary.addEventListener('click', () => {
      const details = summary.parentElement as HTMLDetailsElement;
      // The click opens a closed response; closing one leaves the selection alone.
      if (details.open) return;
      const status = details.id.replace(/^response-/, '');
      examples.querySelector<HTMLButtonElement>(`:scope > .tabs-list > [role=tab][data-value="${CSS.escape(status)}"]`)?.click();
    });
  }
}
