import { withBase } from '../shared/baseUrl.js';

/** Path of the server-sent events stream the dev client listens to (below the site's base, which the server takes off). */
export const DEV_EVENTS_PATH = '/__docsite/events';

/**
 * Injected into every page by `docsite dev`: reloads on a new revision, shows build errors
 * as an overlay (as text, never HTML), and removes the overlay when the error is fixed.
 * `base` is the site's `baseUrl`, where the server answers the event stream.
 */
export const devClientScript = (base = '/') => `<script type="module">
const source = new EventSource(${JSON.stringify(withBase(base, DEV_EVENTS_PATH))});
let revision;
const overlay = () => document.getElementById('docsite-error-overlay');
source.addEventListener('revision', (event) => {
  const next = JSON.parse(event.data).revision;
  if (revision !== undefined && next !== revision) location.reload();
  revision = next;
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
