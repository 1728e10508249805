import type { Expression, Program } from 'estree';

/**
 * A JSON-like value (strings, numbers, booleans, null, arrays, plain objects; a Date becomes
 * its ISO string, undefined and functions are left out as JSON does) as an estree expression,
 * for the exports MDX pages get (`rehypeMdxExports`): MDX compiles estree, not source text.
 */
export function valueToEstree(value: unknown): Expression {
  if (value instanceof Date) return literal(value.toISOString());
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return literal(value);
  if (typeof value === 'number') return Number.isFinite(value) ? literal(value) : literal(null);
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map((item) => valueToEstree(item === undefined || typeof item === 'function' ? null : item)) };
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined && typeof item !== 'function');
    return {
      type: 'ObjectExpression',
      properties: entries.map(([key, item]) => ({ type: 'Property', key: literal(key), value: valueToEstree(item), kind: 'init', method: false, shorthand: false, computed: false })),
    };
  }
  return { type: 'Identifier', name: 'undefined' };
}

const literal = (value: string | number | boolean | null): Expression => ({ type: 'Literal', value });

/** `export const name = value;` for each entry, as one program. */
export function exportConstsProgram(values: ReadonlyArray<[name: string, value: unknown]>): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: values.map(([name, value]) => ({
      type: 'ExportNamedDeclaration',
      specifiers: [],
      source: null,
      attributes: [],
      declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) }] },
    })),
  };
}
