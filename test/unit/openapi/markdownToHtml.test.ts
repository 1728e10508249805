import { describe, expect, it } from 'vitest';
import { descriptionToHtml, markdownWithHeadings } from '../../../src/compile/openapi/markdownToHtml.js';

describe('OpenAPI descriptions to HTML', () => {
  it('removes link and image URLs that could run script, lists them, and keeps data: images', () => {
    const result = descriptionToHtml('See [docs](javascript:alert(1)), [page](data:text/html,x) and ![dot](data:image/png;base64,iVBORw0KGgo=) or [safe](https://example.com).');
    expect(result.html).toBe('<p>See <a>docs</a>, <a>page</a> and <img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"> or <a href="https://example.com">safe</a>.</p>');
    expect(result.removedUrls).toEqual([
      { scheme: 'javascript:', use: 'link' },
      { scheme: 'data:text/html', use: 'link' },
    ]);
  });

  it('still drops raw HTML', () => {
    expect(descriptionToHtml('A <script>alert(1)</script> b').html).toBe('<p>A alert(1) b</p>');
  });

  it('removes them from the info description, whose headings get ids', () => {
    const result = markdownWithHeadings('## Start\n\n[x](VBScript:msgbox)', []);
    expect(result.html).toBe('<h2 id="start">Start</h2>\n<p><a>x</a></p>');
    expect(result.removedUrls).toEqual([{ scheme: 'vbscript:', use: 'link' }]);
    expect(result.headings).toEqual([{ depth: 2, id: 'start', text: 'Start' }]);
  });
});
