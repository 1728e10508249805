import path from 'node:path';
import { cacheDirOf } from '../config/loadConfig.js';
import { ContentError } from '../shared/errors.js';
import { loadModule, ModuleCompileError } from '../shared/loadModule.js';
import type { BuildContext } from '../types.js';

const PROBES = new Set(['then', 'toJSON', '$$typeof', 'asymmetricMatch', 'nodeType', 'constructor', 'prototype']);

/**
 * Wraps a data object so that reading a key it does not have throws, naming the path
 * (`product.credits.signupBonu is not defined`), instead of rendering nothing.
 */
export function strictData<T>(value: T, name: string): T {
  if (typeof value !== 'object' || value === null) return value;
  return new Proxy(value as object, {
    get(target, prop, receiver) {
      if (typeof prop === 'symbol' || prop in target) return strictData(Reflect.get(target, prop, receiver), `${name}.${String(prop)}`);
      if (PROBES.has(prop)) return undefined;
      throw new ReferenceError(`${name}.${prop} is not defined`);
    },
  }) as T;
}

/** Loads the data modules named in config (`data: { product: '…' }`): their default export, or all exports. */
export async function loadData(ctx: BuildContext): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const [key, file] of Object.entries(ctx.config.data)) {
    const relPath = path.relative(ctx.config.root, file);
    try {
      const module = await loadModule<Record<string, unknown>>(file, { cacheDir: path.join(cacheDirOf(ctx.config.root), 'modules') });
      data[key] = module.default ?? module;
    } catch (error) {
      if (error instanceof ModuleCompileError) {
        throw new ContentError(error.message, { source: error.location ? { ...error.location, file: path.relative(ctx.config.root, error.location.file) } : { file: relPath } });
      }
      throw new ContentError(`could not load data module '${key}'`, { source: { file: relPath }, cause: error });
    }
  }
  return data;
}
