/**
 * Most frontmatter is a few `key: value` lines (a title, a description, a position, a tag
 * list), and the YAML parser took a third of collecting a 1,000-page site. This reads that
 * common shape directly and gives up (undefined) on anything else, which then goes to the
 * YAML parser: only what reads the same under YAML 1.2's core schema is taken. A test holds
 * it equal to the YAML parser on every frontmatter of the site and the benchmark corpus and
 * on many edge cases.
 */

const KEY = /^([A-Za-z_][\w-]*): (.*)$/;
/**
 * A plain scalar that YAML reads as this very string: starts with a letter, no `: `, ` #`,
 * double quotes or other indicators. Brackets and braces past the first character are plain
 * text in a block mapping's value (`Welcome to {site.productName}`): only flow context ends a
 * scalar at them.
 */
const PLAIN = /^[A-Za-z0-9][\w .,()/?!&+=%$@’'{}[\]-]*$/;
/** Every number of YAML 1.2's core schema (ints in three bases, floats, infinities, NaN): only canonical decimal integers are read here. */
const CORE_NUMBER = /^[-+]?(?:[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|\.(?:inf|Inf|INF|nan|NaN|NAN))$/;
/** A double-quoted scalar without escapes, or a single-quoted one (`''` is its only escape): no control characters. */
const DOUBLE_QUOTED = /^"([^"\\\x00-\x1f\x7f]*)"$/;
const SINGLE_QUOTED = /^'((?:[^'\x00-\x1f\x7f]|'')*)'$/;
const INTEGER = /^-?(?:0|[1-9]\d{0,14})$/;
/** Words YAML's core schema reads as something other than a string. */
const SPECIAL = /^(?:true|True|TRUE|false|False|FALSE|null|Null|NULL)$/;
/** A flow list's item: words joined by single spaces (`[getting started, AI agents]`). */
const FLOW_ITEM = /^[A-Za-z0-9][\w-]*(?: [\w-]+)*$/;

function scalar(text: string): unknown {
  const quoted = DOUBLE_QUOTED.exec(text)?.[1] ?? SINGLE_QUOTED.exec(text)?.[1]?.replaceAll("''", "'");
  if (quoted !== undefined) return quoted;
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (INTEGER.test(text)) return Number(text);
  if (CORE_NUMBER.test(text)) return undefined;
  if (SPECIAL.test(text) || !PLAIN.test(text) || text.endsWith(':') || text.includes(': ') || text.includes(' #') || text.endsWith(' ')) return undefined;
  return text;
}

function flowList(text: string): Array<string | number> | undefined {
  if (!text.startsWith('[') || !text.endsWith(']')) return undefined;
  const inner = text.slice(1, -1).trim();
  if (!inner) return [];
  const items = inner.split(',').map((item) => item.trim());
  if (!items.every((item) => FLOW_ITEM.test(item) && !SPECIAL.test(item) && (INTEGER.test(item) || !CORE_NUMBER.test(item)))) return undefined;
  return items.map((item) => (INTEGER.test(item) ? Number(item) : item));
}

/** The frontmatter's data when it is only simple `key: value` lines, else undefined (use the YAML parser). */
export function parseSimpleFrontmatter(yaml: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {};
  for (const line of yaml.split('\n')) {
    const match = KEY.exec(line);
    if (!match) return undefined;
    const [, key, raw] = match as unknown as [string, string, string];
    if (Object.hasOwn(data, key) || key === '__proto__') return undefined;
    const value = raw.startsWith('[') ? flowList(raw) : scalar(raw);
    if (value === undefined) return undefined;
    data[key] = value;
  }
  return data;
}
