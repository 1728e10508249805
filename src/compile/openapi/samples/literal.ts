/** JSON values written as Python or JavaScript source, indented like a formatter would. */

/** Spelling of the scalar and container syntax of one language. */
interface LiteralStyle {
  string(value: string): string;
  key(name: string): string;
  true: string;
  false: string;
  null: string;
}

const PYTHON: LiteralStyle = {
  // A JSON string literal is also a valid Python string literal.
  string: (value) => JSON.stringify(value),
  key: (name) => JSON.stringify(name),
  true: 'True',
  false: 'False',
  null: 'None',
};

const JAVASCRIPT: LiteralStyle = {
  string: (value) => `'${JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`,
  key: (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JAVASCRIPT.string(name)),
  true: 'true',
  false: 'false',
  null: 'null',
};

function write(value: unknown, style: LiteralStyle, indent: string, step: string): string {
  if (value === null || value === undefined) return style.null;
  if (typeof value === 'boolean') return value ? style.true : style.false;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : style.null;
  if (typeof value === 'string') return style.string(value);
  const inner = indent + step;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${write(item, style, inner, step)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${style.key(key)}: ${write(item, style, inner, step)},`).join('\n')}\n${indent}}`;
}

/** A Python literal (dicts, lists, `True`, `None`) with 4-space indents and trailing commas. */
export function pythonLiteral(value: unknown, indent = ''): string {
  return write(value, PYTHON, indent, '    ');
}

/** A JavaScript literal (bare keys, single quotes) with 2-space indents and trailing commas. */
export function jsLiteral(value: unknown, indent = ''): string {
  return write(value, JAVASCRIPT, indent, '  ');
}
