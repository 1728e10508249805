import { describe, expect, it } from 'vitest';
import { extractSections, type TreeReads } from '../../../src/search/extractSections.js';

// A schema tree as SchemaTree.tsx renders it: a property with an anchor (a spot), a description, facts.
const tree = (name: string) =>
  `<div class="schema-tree"><p class="schema-root"><span class="schema-type">object</span></p><ul class="schema-children"><li class="schema-node" id="schema-${name}"><div class="schema-head"><code class="schema-name">${name}</code> <span class="schema-type">string</span></div><div class="schema-description"><p>The ${name}.</p></div><ul class="schema-facts"><li>length ≤ 5000</li></ul></li></ul></div>`;
const page = (body: string) => `<main><article><h1>POST /v1/x</h1><p>Intro.</p><h2 id="request-body">Request body</h2>${body}<h2 id="responses">Responses</h2><section id="r200"><p>200</p>${tree('city')}</section></article></main>`;

describe('extractSections: schema trees read once a build', () => {
  it('reads a tree that repeats on another page once, and gives each page what reading it in place gives', () => {
    const trees: TreeReads = new Map();
    const first = page(`${tree('city')}<p>After.</p>`);
    const second = page(`<p>Before.</p>${tree('city')}${tree('line1')}`);
    expect(extractSections(first, trees)).toEqual(extractSections(first));
    expect(trees.size).toBe(1);
    expect(extractSections(second, trees)).toEqual(extractSections(second));
    expect(trees.size).toBe(2);
    // The spot around the tree (`r200`) takes the tree's text too.
    expect(extractSections(second, trees)[2]!.spots).toEqual([
      { id: 'schema-city', text: 'city string The city. length ≤ 5000' },
      { id: 'r200', text: '200 object city string The city. length ≤ 5000' },
    ]);
  });

  it('reads a tree inside a link or a heading in place (its text is not plain prose there)', () => {
    const trees: TreeReads = new Map();
    const linked = page(`<a href="#x">${tree('city')}</a>`);
    expect(extractSections(linked, trees)).toEqual(extractSections(linked));
    expect(extractSections(linked, trees)[1]!.hasOwnProse).toBe(false);
    // Only the tree under Responses, in plain prose, was read once.
    expect(trees.size).toBe(1);
  });
});
