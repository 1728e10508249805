import { describe, expect, it } from 'vitest';
import { checkDocReferences } from '../../../src/collect/checkDocReferences.js';
import type { CollectedSidebars } from '../../../src/collect/collectSidebars.js';
import type { DocRoute, Frontmatter } from '../../../src/types.js';

const doc = (frontmatter: Frontmatter, yaml: string): DocRoute => ({
  kind: 'doc',
  path: '/docs/a',
  docId: 'a',
  title: 'A',
  source: { file: 'docs/a.md' },
  content: { file: '/site/docs/a.md', relPath: 'docs/a.md', source: `---\ntitle: A\n${yaml}\n---\n`, frontmatter, format: 'md' },
});
const sidebars = { sidebars: [{ id: 'main', items: [], order: [] }], categoryIndexes: [], sidebarOfDoc: new Map(), docs: new Map([['b', { docId: 'b', path: '/docs/b', label: 'B' }]]) } satisfies CollectedSidebars;

describe('checkDocReferences', () => {
  it('fails on a displayed_sidebar or pagination id that names nothing, with the file, line and field', () => {
    const errors = checkDocReferences([doc({ displayed_sidebar: 'api', pagination_next: 'b', pagination_prev: 'nope' }, 'displayed_sidebar: api\npagination_next: b\npagination_prev: nope')], sidebars);
    expect(errors.map(({ source, message, hint }) => `${source?.file}:${source?.line}  ${message}  (${hint})`)).toEqual([
      "docs/a.md:3  frontmatter.displayed_sidebar: no sidebar with id 'api'  (the sidebars are main)",
      "docs/a.md:5  frontmatter.pagination_prev: no doc with id 'nope'  (name a doc by its id (its path in the docs folder without the extension, or its frontmatter id), or null for no link)",
    ]);
  });

  it('accepts known ids and null', () => {
    expect(checkDocReferences([doc({ displayed_sidebar: 'main', pagination_next: null }, 'displayed_sidebar: main\npagination_next: null')], sidebars)).toEqual([]);
  });
});
