import type { Diagnostic } from '../types.js';
import type { CategoryMeta } from './collectDocs.js';

/** The keys of a `_category_` file docsite applies, as Docusaurus documents them. */
const APPLIED = new Set(['label', 'position', 'collapsed', 'collapsible', 'className', 'link', 'description', 'key']);

/**
 * A `_category_` file's keys as docsite reads them: the applied ones kept, and every key left unapplied
 * (`customProps`, which only swizzled components read, a misspelt key) named in a warning.
 */
export function categoryFileKeys(raw: Record<string, unknown>, text: string, file: string): { meta: Omit<CategoryMeta, 'dirName'>; warnings: Diagnostic[] } {
  const meta: Record<string, unknown> = {};
  const warnings: Diagnostic[] = [];
  const warn = (key: string, why: string) =>
    warnings.push({ severity: 'warning', code: 'unsupported-category-key', message: `${key}: ${why}`, source: { file, ...lineOf(text, key) } });
  for (const [key, value] of Object.entries(raw)) {
    if (APPLIED.has(key)) meta[key] = value;
    else if (key === 'customProps') warn(key, 'not applied: no theme component reads them');
    else warn(key, `not a key of a category file (known: ${[...APPLIED, 'customProps'].join(', ')}): ignored`);
  }
  return { meta: meta as Omit<CategoryMeta, 'dirName'>, warnings };
}

/** The line of `key:` (JSON's `"key":` or YAML's `key:`), for the warning's source. */
function lineOf(text: string, key: string): { line?: number } {
  const at = text.search(new RegExp(`(^|[\\s{,])["']?${key}["']?\\s*:`, 'm'));
  if (at < 0) return {};
  // The match starts at the key or at the character before it; a newline there ends the line above.
  return { line: text.slice(0, at + 1).split('\n').length };
}
