import { notCleanPathMessage, routePathProblem } from '../shared/routePath.js';

/**
 * A tiny structural validator for the config: each check returns the problems it
 * found as `path: expected …` lines, so every error names the key it is about.
 */
export type Check = (value: unknown, path: string) => string[];

const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;

/** The problem line of a value of the wrong kind: `path: expected what, got …`. */
export const expect = (path: string, what: string, value: unknown) => [`${path}: expected ${what}, got ${describe(value)}`];

export const string: Check = (value, path) => (typeof value === 'string' ? [] : expect(path, 'a string', value));
export const number: Check = (value, path) => (typeof value === 'number' && Number.isFinite(value) ? [] : expect(path, 'a number', value));
export const boolean: Check = (value, path) => (typeof value === 'boolean' ? [] : expect(path, 'true or false', value));

/** A string that becomes part of a route (a base path, a slug): a clean path, see `routePathProblem`. */
export const routePath: Check = (value, path) => {
  if (typeof value !== 'string') return expect(path, 'a string', value);
  const problem = routePathProblem(value);
  return problem ? [notCleanPathMessage(path, value, problem)] : [];
};

/** A function (a config callback). */
export const aFunction: Check = (value, path) => (typeof value === 'function' ? [] : expect(path, 'a function', value));

/** A string, or a function (called at build time; its result is checked where it is used). */
export const stringOrFunction: Check = (value, path) => (typeof value === 'string' || typeof value === 'function' ? [] : expect(path, 'a string or a function', value));

export const oneOf =
  (...options: string[]): Check =>
  (value, path) =>
    typeof value === 'string' && options.includes(value) ? [] : expect(path, `one of ${options.map((o) => `'${o}'`).join(', ')}`, value);

export const arrayOf =
  (item: Check): Check =>
  (value, path) =>
    Array.isArray(value) ? value.flatMap((entry, index) => item(entry, `${path}[${index}]`)) : expect(path, 'an array', value);

export const recordOf =
  (item: Check): Check =>
  (value, path) =>
    isPlainObject(value) ? Object.entries(value).flatMap(([key, entry]) => item(entry, `${path}.${key}`)) : expect(path, 'an object', value);

/** An object with known keys; `?` after a key marks it optional. Unknown keys are errors. */
export function object(shape: Record<string, Check>): Check {
  const fields = Object.entries(shape).map(([key, check]) => ({
    name: key.replace(/\?$/, ''),
    optional: key.endsWith('?'),
    check,
  }));
  return (value, path) => {
    if (!isPlainObject(value)) return expect(path, 'an object', value);
    const problems: string[] = [];
    const known = new Set(fields.map((field) => field.name));
    for (const key of Object.keys(value)) {
      if (!known.has(key)) problems.push(`${join(path, key)}: unknown key (known keys: ${[...known].join(', ')})`);
    }
    for (const field of fields) {
      const entry = value[field.name];
      if (entry === undefined) {
        if (!field.optional) problems.push(`${join(path, field.name)}: required`);
      } else problems.push(...field.check(entry, join(path, field.name)));
    }
    return problems;
  };
}

/** The first alternative whose discriminating test passes decides; otherwise `message`. */
export function union(message: string, alternatives: Array<{ when: (value: Record<string, unknown>) => boolean; check: Check }>): Check {
  return (value, path) => {
    if (!isPlainObject(value)) return typeof value === 'string' ? [] : expect(path, 'an object', value);
    const match = alternatives.find((alternative) => alternative.when(value));
    return match ? match.check(value, path) : [`${path}: ${message}`];
  };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
