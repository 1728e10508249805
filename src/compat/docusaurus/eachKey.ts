import type { ConfigWarnings } from './configWarnings.js';

/** Reads one key of a Docusaurus object; the value is never undefined. */
export type KeyHandler = (value: unknown, keyPath: string) => void;

/**
 * Calls the handler of each key the object sets; a key without a handler gets the one
 * "not supported yet" warning, so nothing in the config is dropped in silence.
 */
export function eachKey(object: unknown, prefix: string, warnings: ConfigWarnings, handlers: Record<string, KeyHandler>) {
  if (!isObject(object)) return;
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined) continue;
    const keyPath = prefix ? `${prefix}.${key}` : key;
    const handler = Object.hasOwn(handlers, key) ? handlers[key] : undefined;
    if (handler) handler(value, keyPath);
    else warnings.unsupported(keyPath);
  }
}

/** A plain object (not an array, not null). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A key read and deliberately accepted as it is: it changes nothing docsite builds. */
export const accepted: KeyHandler = () => {};

/** Docusaurus paths to static files are written with or without a leading slash; docsite's with. */
export const publicPath = (value: unknown) => (typeof value === 'string' && !/^(\/|[a-z]+:)/i.test(value) ? `/${value}` : (value as string));
