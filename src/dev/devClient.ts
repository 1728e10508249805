import { withBase } from '../shared/baseUrl.js';

/** Path of the server-sent events stream the dev client listens to (below the site's base, which the server takes off). */
export const DEV_EVENTS_PATH = '/__docsite/events';

/**
 * Injected into every page by `docsite dev`: reloads on a new revision (swaps the stylesheets
 * when only they changed), shows build errors
 * as an overlay (as text, never HTML), and removes the overlay when the error is fixed.
 * `base` is the site's `baseUrl`, where the server answers the event stream.
 */
export const devClientScript = (base = '/') => `<script type="module">
const source = new EventSource(${JSON.stringify(withBase(base, DEV_EVENTS_PATH))});
let revision;
const overlay = () => document.getElementById('docsite-error-overlay');
// After a change to the site's stylesheets only, the new page differs in its stylesheet links:
// take those from it, so the page keeps its state (scroll, open menus) instead of reloading.
const swapStylesheets = async () => {
  const html = await (await fetch(location.href, { cache: 'no-store' })).text();
  const fresh = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
  const current = [...document.querySelectorAll('link[rel="stylesheet"]')];
  if (fresh.length !== current.length) return location.reload();
  current.forEach((link, index) => {
    if (link.getAttribute('href') !== fresh[index]) link.setAttribute('href', fresh[index]);
  });
};
source.addEventListener('revision', (event) => {
  const data = JSON.parse(event.data);
  if (revision !== undefined && data.revision !== revision) {
    if (data.stylesheets) swapStylesheets().catch(() => location.reload());
    else location.reload();
  }
  revision = data.revision;
  overlay()?.remove();
});
source.addEventListener('build-error', (event) => {
  let box = overlay();
  if (!box) {
    box = document.createElement('div');
    box.id = 'docsite-error-overlay';
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;inset:0;z-index:99999;background:rgba(15,17,21,.94);color:#ffd7d2;font:14px/1.5 ui-monospace,monospace;padding:32px;overflow:auto;white-space:pre-wrap';
    document.body.append(box);
  }
  box.textContent = 'docsite: build failed\\n\\n' + JSON.parse(event.data).message + '\\n\\nFix the problem and save: the page reloads by itself.';
});
</script>`;
