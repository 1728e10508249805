import type { ConfigWarnings } from './configWarnings.js';
import { isObject } from './eachKey.js';
import type { DocsPluginEntry } from './mapDocsPlugins.js';

/** Docusaurus's id of a content plugin instance without one (the preset's). */
export const DEFAULT_ID = 'default';

/**
 * The instances of a content plugin (`docs`, `blog`) docsite builds, each with its id
 * (`default` when it has none). A second instance of an id, or one without an id when the
 * preset already has that plugin, is warned and left out, as Docusaurus refuses to build it.
 * Yielded one by one, so these warnings stay in order with those of mapping each instance.
 */
export function* distinctInstances(entries: DocsPluginEntry[], presetHasDefault: boolean, plugin: 'docs' | 'blog', warnings: ConfigWarnings): Generator<DocsPluginEntry & { id: string }> {
  const seen = new Set<string>(presetHasDefault ? [DEFAULT_ID] : []);
  for (const { options, keyPath } of entries) {
    const id = isObject(options) && typeof options.id === 'string' ? options.id : DEFAULT_ID;
    if (seen.has(id)) {
      warnings.add('unsupported-docusaurus-plugin', `${keyPath}: a second ${plugin} plugin instance with id '${id}' is not built (each instance needs its own id)`, keyPath);
      continue;
    }
    seen.add(id);
    yield { options, keyPath, id };
  }
}
