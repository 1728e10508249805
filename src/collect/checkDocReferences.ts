import type { Diagnostic, DocRoute, SourceRef } from '../types.js';
import type { CollectedSidebars } from './collectSidebars.js';

/**
 * Frontmatter that names a sidebar (`displayed_sidebar`) or a doc (`pagination_next`,
 * `pagination_prev`) must name one that exists, as Docusaurus requires: else the build fails
 * naming the file, the line and the field.
 */
export function checkDocReferences(docs: readonly DocRoute[], sidebars: CollectedSidebars): Diagnostic[] {
  const sidebarIds = sidebars.sidebars.map((sidebar) => sidebar.id);
  const errors: Diagnostic[] = [];
  const error = (message: string, source: SourceRef, hint: string): Diagnostic => ({ severity: 'error', code: 'content', message, source, hint });
  for (const doc of docs) {
    const { frontmatter, source, relPath } = doc.content;
    const at = (key: string) => ({ file: relPath, line: lineOfKey(source, key) });
    const shown = frontmatter.displayed_sidebar;
    if (shown !== undefined && !sidebarIds.includes(shown)) {
      errors.push(error(`frontmatter.displayed_sidebar: no sidebar with id '${shown}'`, at('displayed_sidebar'), `the sidebars are ${sidebarIds.join(', ') || 'none'}`));
    }
    for (const key of ['pagination_next', 'pagination_prev'] as const) {
      const id = frontmatter[key];
      if (typeof id === 'string' && !sidebars.docs.has(id)) {
        errors.push(error(`frontmatter.${key}: no doc with id '${id}'`, at(key), 'name a doc by its id (its path in the docs folder without the extension, or its frontmatter id), or null for no link'));
      }
    }
  }
  return errors;
}

/** The line of `key:` in a file's frontmatter (which starts on line 2). */
function lineOfKey(source: string, key: string): number | undefined {
  const index = source.split('\n').findIndex((line, at) => at > 0 && line.startsWith(`${key}:`));
  return index < 0 ? undefined : index + 1;
}
