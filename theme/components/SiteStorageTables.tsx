import type { SentItem, StoredItem } from '../client/storedItems';

/*
 * The privacy policy's account of this docs site, rendered from `theme/client/storedItems.ts`
 * so the policy cannot fall behind the code.
 */

/** What the site stores in the browser, one row per key. */
export function SiteStorageTable({ items }: { items: StoredItem[] }) {
  return (
    <table>
      <thead>
        <tr><th>Key</th><th>Where</th><th>What it holds</th></tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.key}>
            <td><code>{item.key}</code></td>
            <td>{item.storage}</td>
            <td>{item.holds}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the site's scripts request, one row per kind of request. */
export function SiteRequestTable({ items }: { items: SentItem[] }) {
  return (
    <table>
      <thead>
        <tr><th>Request</th><th>What it carries</th></tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.what}>
            <td>{item.what}</td>
            <td>{item.carries}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
