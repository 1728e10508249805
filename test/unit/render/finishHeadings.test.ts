import { describe, expect, it } from 'vitest';
import { finishHeadings } from '../../../src/render/finishHeadings.js';

describe('finishHeadings', () => {
  it('gives headings rendered from expressions unique ids and anchors, keeping existing ids', () => {
    const html = '<h2 id="plans">Plans<a class="hash-link" href="#plans">#</a></h2><h3>Sable Pro</h3><h3>Sable Pro</h3><h3>Plans</h3>';
    const result = finishHeadings(html);
    expect(result.headings).toEqual([
      { depth: 2, id: 'plans', text: 'Plans' },
      { depth: 3, id: 'sable-pro', text: 'Sable Pro' },
      { depth: 3, id: 'sable-pro-1', text: 'Sable Pro' },
      { depth: 3, id: 'plans-1', text: 'Plans' },
    ]);
    expect(result.html).toContain('<h3 id="sable-pro">Sable Pro<a class="hash-link" aria-hidden="true" tabindex="-1" href="#sable-pro">#</a></h3>');
  });
});
