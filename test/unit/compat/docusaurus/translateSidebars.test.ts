import { describe, expect, it } from 'vitest';
import { ConfigWarnings } from '../../../../src/compat/docusaurus/configWarnings.js';
import { translateSidebars } from '../../../../src/compat/docusaurus/translateSidebars.js';
import { problemsOf } from '../../../helpers/configProblems.js';

/** Issue 22: Docusaurus 3.9's `key` on sidebar items names them in translation ids, so it is kept, not dropped. */
describe('translateSidebars: an item key', () => {
  it('keeps the key of a doc, ref, link and category item, silently (it is supported)', () => {
    const warnings = new ConfigWarnings('sidebars.js', '');
    const sidebars = translateSidebars(
      {
        docs: [
          { type: 'doc', id: 'intro', label: 'Start', key: 'start' },
          { type: 'ref', id: 'other', label: 'Other', key: 'other-ref' },
          { type: 'link', label: 'Home', href: '/', key: 'home' },
          { type: 'category', label: 'Guides', key: 'guides-a', items: ['a'] },
          { type: 'category', label: 'Guides', items: ['b'] },
        ],
      },
      warnings,
    );
    expect(sidebars.docs).toEqual([
      { type: 'doc', id: 'intro', label: 'Start', key: 'start' },
      { type: 'doc', id: 'other', label: 'Other', key: 'other-ref' },
      { type: 'link', label: 'Home', href: '/', key: 'home' },
      { type: 'category', label: 'Guides', key: 'guides-a', items: ['a'] },
      { type: 'category', label: 'Guides', items: ['b'] },
    ]);
    expect(warnings.diagnostics).toEqual([]);
  });

  it('site.config.ts sidebars accept key on doc, link and category items, and name a key that is not a string', () => {
    const config = (key: unknown) => ({ title: 'T', productName: 'P', url: 'https://docs.example', docs: { sidebars: { main: [{ type: 'category', label: 'Guides', key, items: [{ type: 'link', label: 'Home', href: '/', key: 'home' }, { type: 'doc', id: 'intro', key: 'intro' }] }] } } });
    expect(problemsOf(config('guides'))).toEqual([]);
    expect(problemsOf(config(3))).toEqual(['docs.sidebars.main[0].key: expected a string, got number 3']);
  });
});
