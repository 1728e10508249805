import type { RedirectOptions, RedirectRule } from '../../types.js';
import type { ConfigWarnings } from './configWarnings.js';
import { eachKey, isObject } from './eachKey.js';

/** `@docusaurus/plugin-client-redirects`, by any of the names Docusaurus accepts. */
export const isClientRedirects = (name: string) => /^(@docusaurus\/)?(plugin-)?client-redirects$|^docusaurus-plugin-client-redirects$/.test(name);

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * Maps the client-redirects plugin's options (`redirects`, `createRedirects`, `fromExtensions`,
 * `toExtensions`) onto docsite's `redirects`; a rule of another shape is warned and left out.
 */
export function mapClientRedirects(options: unknown, prefix: string, warnings: ConfigWarnings): RedirectOptions {
  const mapped: RedirectOptions = {};
  eachKey(options, prefix, warnings, {
    redirects: (value, keyPath) => {
      mapped.rules = [];
      ([] as unknown[]).concat(value).forEach((rule, index) => {
        const valid = isObject(rule) && typeof rule.to === 'string' && (typeof rule.from === 'string' || (Array.isArray(rule.from) && strings(rule.from).length === rule.from.length));
        if (valid) mapped.rules!.push({ from: rule.from, to: rule.to } as RedirectRule);
        else warnings.unsupported(`${keyPath}[${index}]`, 'a redirect is { from, to } with from a path or a list of paths');
      });
    },
    createRedirects: (value, keyPath) => {
      if (typeof value === 'function') mapped.createRedirects = value as RedirectOptions['createRedirects'];
      else warnings.unsupported(keyPath, 'createRedirects is a function');
    },
    fromExtensions: (value) => (mapped.fromExtensions = strings(value)),
    toExtensions: (value) => (mapped.toExtensions = strings(value)),
  });
  return mapped;
}
