import { describe, expect, it } from 'vitest';
import { removedUrlDiagnostic, unsafeUrlScheme } from '../../../src/shared/unsafeUrl.js';

describe('unsafeUrlScheme', () => {
  it('finds javascript: in any case', () => {
    expect(unsafeUrlScheme('javascript:alert(1)', 'link')).toBe('javascript:');
    expect(unsafeUrlScheme('JaVaScRiPt:alert(1)', 'link')).toBe('javascript:');
  });

  it('reads the URL as a browser does: leading and trailing spaces and control characters ignored, tabs and line breaks removed', () => {
    expect(unsafeUrlScheme(' \t\x01\x1fjavascript:alert(1)', 'link')).toBe('javascript:');
    expect(unsafeUrlScheme('\x00javascript:alert(1)\x20', 'link')).toBe('javascript:');
    expect(unsafeUrlScheme('java\tscr\nipt\r:alert(1)', 'link')).toBe('javascript:');
    // A control character inside the scheme makes it no scheme: the browser reads a relative URL.
    expect(unsafeUrlScheme('java\x01script:alert(1)', 'link')).toBeUndefined();
  });

  it('sees through character references', () => {
    expect(unsafeUrlScheme('&#106;avascript:alert(1)', 'link')).toBe('javascript:');
    expect(unsafeUrlScheme('&#x6A;avascript&colon;alert(1)', 'link')).toBe('javascript:');
    expect(unsafeUrlScheme('&#106avascript:alert(1)', 'link')).toBe('javascript:');
    expect(unsafeUrlScheme('java&Tab;script:alert(1)', 'link')).toBe('javascript:');
  });

  it('finds vbscript:', () => {
    expect(unsafeUrlScheme('vbscript:msgbox(1)', 'link')).toBe('vbscript:');
    expect(unsafeUrlScheme('VBScript:msgbox(1)', 'image')).toBe('vbscript:');
  });

  it('finds data: documents, naming their media type', () => {
    expect(unsafeUrlScheme('data:text/html,<script>alert(1)</script>', 'link')).toBe('data:text/html');
    expect(unsafeUrlScheme('DATA:Text/HTML;base64,PHNjcmlwdD4=', 'link')).toBe('data:text/html');
    expect(unsafeUrlScheme('data:,hello', 'link')).toBe('data:text/plain');
    expect(unsafeUrlScheme('data:text/html,<b>x</b>', 'image')).toBe('data:text/html');
  });

  it('keeps data:image/svg+xml in an image (drawn without script) but not in a link (opened as a document, its script runs)', () => {
    const svg = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    expect(unsafeUrlScheme(svg, 'link')).toBe('data:image/svg+xml');
    expect(unsafeUrlScheme(svg, 'image')).toBeUndefined();
  });

  it('keeps raster data: images, in images and links', () => {
    expect(unsafeUrlScheme('data:image/png;base64,iVBORw0KGgo=', 'image')).toBeUndefined();
    expect(unsafeUrlScheme('data:image/png;base64,iVBORw0KGgo=', 'link')).toBeUndefined();
  });

  it('keeps every other URL', () => {
    for (const url of ['https://example.com/a:b', '/docs/intro', './other.md#part', '#top', 'mailto:a@example.com', 'tel:+100', '', '?q=javascript:x', 'docs/javascript:x', 'javascript', 'my-javascript:x']) {
      expect(unsafeUrlScheme(url, 'link'), url).toBeUndefined();
    }
  });
});

describe('removedUrlDiagnostic', () => {
  it('names the scheme, the use and the place', () => {
    expect(removedUrlDiagnostic({ scheme: 'javascript:', use: 'link', source: { file: 'content/docs/a.md', line: 3, column: 5 } })).toEqual({
      severity: 'warning',
      code: 'unsafe-url',
      message: "removed the javascript: URL of a link: it could run script in the reader's browser",
      source: { file: 'content/docs/a.md', line: 3, column: 5 },
      hint: 'link to a page or an https: URL; a script belongs in the theme or an MDX component',
    });
    expect(removedUrlDiagnostic({ scheme: 'data:text/html', use: 'image', source: { file: 'b.md' } }).message).toBe("removed the data:text/html URL of an image: it could run script in the reader's browser");
  });
});
