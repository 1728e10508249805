import { describe, expect, it } from 'vitest';
import { checkImages, imageSourcesOf } from '../../../src/links/checkImages.js';

const source = { file: 'content/docs/a.md' };
const text = '# A\n\n![x](./shot.png)\n\n<img src="/img/a&amp;b.png" />\n';

describe('imageSourcesOf', () => {
  it('reads each <img src> once, raw', () => {
    expect(imageSourcesOf('<p><img alt="x" src="/a.png"><img src="/a.png"><img src="b&amp;c.png" /></p><a href="/c.png">c</a>')).toEqual(['/a.png', 'b&amp;c.png']);
  });
});

describe('checkImages', () => {
  it('resolves relative sources against the route, as browsers do, and names the line the content writes it on', () => {
    const diagnostics = checkImages([{ path: '/docs/guide/a', source, images: ['./shot.png', '/img/a&amp;b.png'], textOf: () => text }], new Set(['img/a&b.png']), 'static');
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'missing-image',
        message: 'image ./shot.png on /docs/guide/a: no such file in the output (it resolves to /docs/guide/shot.png)',
        source: { file: 'content/docs/a.md', line: 3 },
        hint: 'images are published from the static folder: add static/docs/guide/shot.png, or fix the path',
      },
    ]);
  });

  it('skips external, protocol-relative and data: images, and finds files whose names are escaped', () => {
    const images = ['https://cdn.example/x.png', '//cdn.example/x.png', 'data:image/png;base64,AAAA', '/img/my%20shot.png?v=2#frag'];
    expect(checkImages([{ path: '/docs/a', source, images }], new Set(['img/my shot.png']), 'static')).toEqual([]);
  });
});
