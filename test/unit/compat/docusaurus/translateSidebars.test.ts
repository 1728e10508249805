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

describe('translateSidebars: html items, classes and card descriptions', () => {
  it('keeps an html item with its defaultStyle and className, and className and description of the other items', () => {
    const warnings = new ConfigWarnings('sidebars.js', '');
    const sidebars = translateSidebars(
      {
        docs: [
          { type: 'html', value: '<b>Guides</b>', defaultStyle: true, className: 'heading' },
          { type: 'doc', id: 'intro', className: 'first' },
          { type: 'link', label: 'Home', href: '/', description: 'The site.' },
          { type: 'category', label: 'More', className: 'more', description: 'Everything else.', items: ['a'] },
        ],
      },
      warnings,
    );
    expect(sidebars.docs).toEqual([
      { type: 'html', value: '<b>Guides</b>', defaultStyle: true, className: 'heading' },
      { type: 'doc', id: 'intro', className: 'first' },
      { type: 'link', label: 'Home', href: '/', description: 'The site.' },
      { type: 'category', label: 'More', className: 'more', description: 'Everything else.', items: ['a'] },
    ]);
    expect(warnings.diagnostics).toEqual([]);
  });

  it('fails on an html item without its markup, naming the item', () => {
    expect(() => translateSidebars({ docs: [{ type: 'html' }] }, new ConfigWarnings('sidebars.js', ''))).toThrow("docs[0]: an 'html' item needs its markup as a string value, got undefined");
  });

  it('site.config.ts sidebars accept html items and name one without its value', () => {
    const config = (item: unknown) => ({ title: 'T', productName: 'P', url: 'https://docs.example', docs: { sidebars: { main: [item] } } });
    expect(problemsOf(config({ type: 'html', value: '<hr>', defaultStyle: true }))).toEqual([]);
    expect(problemsOf(config({ type: 'html' }))).toEqual(['docs.sidebars.main[0].value: required']);
  });
});
