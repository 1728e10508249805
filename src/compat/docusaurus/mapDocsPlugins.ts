import type { ConfigWarnings } from './configWarnings.js';
import { DOCUSAURUS_DOCS_DEFAULTS, mapDocs, type MappedDocs } from './mapClassicPreset.js';
import { DEFAULT_ID, distinctInstances } from './pluginInstances.js';

/** A `plugins` entry of `@docusaurus/plugin-content-docs`: its options and where they are written. */
export interface DocsPluginEntry {
  options: unknown;
  keyPath: string;
}

/** A docs plugin instance with an `id`: a further docs section (`docsSections`). */
export interface MappedDocsSection extends MappedDocs {
  id: string;
  /** Where its options are written, for messages: `plugins[0][1]`. */
  keyPath: string;
}

/** Whether a `plugins` entry's name is the docs plugin, whose instances docsite builds as docs sections. */
export const isDocsPlugin = (name: string) => /(^|[/\\])(@docusaurus\/)?plugin-content-docs([/\\]|$)/.test(name);

/**
 * Maps the docs plugin instances of `plugins`: each with an `id` is a further docs section; the
 * one without (id `default`) is the site's docs when no classic preset has docs, as on a site
 * that lists the docs plugin itself. A second instance of an id is warned and not built, as
 * Docusaurus refuses to build it.
 */
export function mapDocsPlugins(entries: DocsPluginEntry[], presetHasDocs: boolean, warnings: ConfigWarnings): { main?: MappedDocs; sections: MappedDocsSection[] } {
  let main: MappedDocs | undefined;
  const sections: MappedDocsSection[] = [];
  for (const { options, keyPath, id } of distinctInstances(entries, presetHasDocs, 'docs', warnings)) {
    const mapped: MappedDocs = { docs: { ...DOCUSAURUS_DOCS_DEFAULTS }, stripNumberPrefixes: true };
    mapDocs(options, `${keyPath}[1]`, mapped, warnings, { id: () => {} });
    if (id === DEFAULT_ID) main = mapped;
    // Docusaurus's defaults for every instance, not the instance's id.
    else sections.push({ ...mapped, docs: { path: 'docs', routeBasePath: 'docs', ...mapped.docs }, id, keyPath: `${keyPath}[1]` });
  }
  return { main, sections };
}
