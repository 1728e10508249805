import { describe, expect, it } from 'vitest';
import { categoryFileKeys } from '../../../src/collect/categoryFileKeys.js';

describe('categoryFileKeys', () => {
  it('keeps the applied keys and names the others at their line, in YAML as in JSON', () => {
    const text = ['label: Guides', 'position: 2', 'collapsible: false', 'customProps:', '  badge: new', 'colour: red', ''].join('\n');
    const { meta, warnings } = categoryFileKeys({ label: 'Guides', position: 2, collapsible: false, customProps: { badge: 'new' }, colour: 'red' }, text, 'docs/guides/_category_.yml');
    expect(meta).toEqual({ label: 'Guides', position: 2, collapsible: false });
    expect(warnings.map((warning) => [warning.source?.line, warning.message])).toEqual([
      [4, 'customProps: not applied: no theme component reads them'],
      [6, 'colour: not a key of a category file (known: label, position, collapsed, collapsible, className, link, description, key, customProps): ignored'],
    ]);
  });

  it('keeps collapsible as written, true or false, without a warning', () => {
    expect(categoryFileKeys({ collapsible: true, className: 'x' }, '{ "collapsible": true, "className": "x" }', 'c.json')).toEqual({ meta: { collapsible: true, className: 'x' }, warnings: [] });
  });
});
