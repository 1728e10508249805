/** The event an operation page's server picker sends (on `.api-operation`, bubbling) with the chosen base URL as `detail`. */
export const SERVER_EVENT = 'docsite:server';

/**
 * Replaces `from` with `to` in the text under `root`, except inside islands (React owns their
 * text). A match may span text nodes (highlighting splits `https://host` into tokens): `to`
 * goes into the node where the match starts, and the rest of the match leaves the others.
 */
function replaceText(root: Element, from: string, to: string) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('[data-island]') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  const starts: number[] = [];
  let length = 0;
  for (const node of nodes) {
    starts.push(length);
    length += node.data.length;
  }
  const text = nodes.map((node) => node.data).join('');
  // From the last match back, so the offsets of earlier ones stay right.
  for (let at = text.lastIndexOf(from); at !== -1; at = at === 0 ? -1 : text.lastIndexOf(from, at - 1)) {
    const end = at + from.length;
    let first = true;
    nodes.forEach((node, index) => {
      const start = starts[index]!;
      const stop = start + node.data.length;
      if (stop <= at || start >= end) return;
      const cutFrom = Math.max(at, start) - start;
      const cutTo = Math.min(end, stop) - start;
      node.data = node.data.slice(0, cutFrom) + (first ? to : '') + node.data.slice(cutTo);
      first = false;
    });
  }
}

/**
 * Shows an operation page's server picker (ServerPicker.tsx) and makes it work: the page is
 * written for the first server; picking another rewrites the base URL in the endpoint and the
 * code samples (what the copy buttons copy too), and tells try-it (`data-server` and
 * `SERVER_EVENT` on the operation), whose preview follows.
 */
export function initServerPicker(root: ParentNode) {
  const picker = root.querySelector<HTMLElement>('[data-server-picker]');
  const select = picker?.querySelector('select');
  const operation = picker?.closest('.api-operation');
  if (!picker || !select || !operation) return;
  let current = select.options[0]!.value;
  const apply = () => {
    const next = select.value;
    if (next === current) return;
    replaceText(operation, current, next);
    current = next;
    operation.setAttribute('data-server', next);
    operation.dispatchEvent(new CustomEvent(SERVER_EVENT, { bubbles: true, detail: next }));
  };
  select.addEventListener('change', apply);
  picker.hidden = false;
  // A browser that restores form values (back navigation) may have picked another already.
  apply();
}
