import { describe, expect, it } from 'vitest';
import type { PageFacts } from '../../../src/render/pageFacts.js';
import type { Route } from '../../../src/types.js';
import { PageWriteSink } from '../../../src/write/pageWriteSink.js';
import { MemoryWriter } from '../../../src/write/writer.js';

const route = (path: string) => ({ kind: 'generated', generator: 'not-found', path, source: { file: 'x' }, title: path }) as Route;
const page = (of: Route): PageFacts => ({ route: of, html: '<html><body class="b"><main>x</main></body></html>', links: { hrefs: [], ids: [] }, scripts: [], title: of.title, description: '' });
const urls = { documents: '/search/documents.abc.json', index: '/search/index.abc.json' };

describe('PageWriteSink', () => {
  const notFound = route('/404');
  const docs = route('/docs/intro');

  it('writes each page at once to the file named after its route, then runs afterWrite', async () => {
    const writer = new MemoryWriter();
    const after: string[] = [];
    const sink = new PageWriteSink({ writer, finishPage: (html) => html, notFound, waitForSearchUrls: false, afterWrite: async (written) => void after.push(written.route.path) });
    await sink.take(page(docs));
    await sink.take(page(notFound));
    expect([...writer.files.keys()]).toEqual(['docs/intro.html', '404.html']);
    expect(after).toEqual(['/docs/intro', '/404']);
    expect(writer.files.get('docs/intro.html')).toBe(page(docs).html);
    expect(sink.pageFiles([docs, notFound])).toEqual(new Set(['docs/intro.html', '404.html']));
  });

  it('holds pages until the search files are named, then writes them with the names on <body>', async () => {
    const writer = new MemoryWriter();
    const sink = new PageWriteSink({ writer, finishPage: (html) => html, notFound, waitForSearchUrls: true, afterWrite: async () => {} });
    await sink.take(page(docs));
    expect(writer.files.size).toBe(0);
    await sink.searchNamed(urls);
    expect(writer.files.get('docs/intro.html')).toBe('<html><body data-search-documents="/search/documents.abc.json" data-search-index="/search/index.abc.json" class="b"><main>x</main></body></html>');
    await sink.take(page(notFound));
    expect(writer.files.get('404.html')).toContain('data-search-index="/search/index.abc.json"');
  });

  it('writes a page finished where it rendered (a worker thread) as the bytes it came with, not finishing it again', async () => {
    const writer = new MemoryWriter();
    const finished = new TextEncoder().encode('<html><body>finished</body></html>');
    const sink = new PageWriteSink({ writer, finishPage: () => 'finished again', notFound, waitForSearchUrls: false, afterWrite: async () => {} });
    await sink.take({ ...page(docs), html: undefined, finished });
    expect(writer.files.get('docs/intro.html')).toBe(finished);
  });
});
