/** Pure slug helpers shared by node and browser code. */

/**
 * Slug of an OpenAPI operation id or title: lowercase, a dash at each letter/digit
 * boundary and for each run of other characters (`11_get_agent_trades_v2` →
 * `11-get-agent-trades-v-2`, `0xMonk` → `0-xmonk`).
 */
export function slugifyId(value: string): string {
  return value
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .replace(/(\d)([a-zA-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slug of a tag or category label for URLs: `Hello World` → `hello-world`. */
export function slugifyLabel(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
