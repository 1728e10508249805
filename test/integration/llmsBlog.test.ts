// llmsTxt.includeBlog: blog posts in llms.txt and llms-full.txt, each blog in a section of its own.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli } from '../helpers/runCli.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'docsite-llms-blog-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('llmsTxt.includeBlog (llms-blog: a docs page, a plain Markdown post in the blog, an MDX post in a changelog blog)', () => {
  it("lists each blog's posts in its own section after the docs, and writes their Markdown twins into llms-full.txt", () => {
    const out = path.join(temp, 'out');
    const result = runCli(['build', '--out', out], path.join(repoRoot, 'test/fixtures/llms-blog'));
    expect(result.code, result.output).toBe(0);
    const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
    expect(read('llms.txt')).toContain(
      [
        '## Other pages',
        '',
        '- [Intro](https://fixture.example/docs/intro.md): Where to start.',
        '',
        '## News',
        '',
        '- [Hello](https://fixture.example/blog/hello.md): The first post.',
        '',
        '## Changelog',
        '',
        '- [Release 1](https://fixture.example/changelog/release-1.md)',
      ].join('\n'),
    );
    expect(read('blog/hello.md')).toBe('# Hello\n\nA plain Markdown post.\n\nSource: https://fixture.example/blog/hello\n');
    // An MDX post's twin is converted from its content alone: no date line, reading time or table of contents.
    expect(read('changelog/release-1.md')).toBe(
      '# Release 1\n\nAn MDX post: 2 changes.\n\n## Changes\n\nThe date line, the reading time and the table of contents stay out of its twin.\n\nSource: https://fixture.example/changelog/release-1\n',
    );
    // Each post's page links its twin, as a docs page does.
    for (const post of ['blog/hello', 'changelog/release-1']) {
      expect(read(`${post}.html`)).toContain(`<p class="page-markdown"><a href="/${post}.md" type="text/markdown">View as Markdown</a><button type="button" class="copy-markdown" data-copy-markdown="/${post}.md">Copy page as Markdown</button></p>`);
    }
    expect(read('llms-full.txt')).toContain('Source: https://fixture.example/docs/intro\n\n---\n\n# Hello\n');
  });

  it('is off by default: llms.txt lists docs and API pages only, and posts get no twin', () => {
    const out = path.join(temp, 'default');
    const result = runCli(['build', '--out', out], path.join(repoRoot, 'test/fixtures/blog-sections'));
    expect(result.code, result.output).toBe(0);
    expect(readFileSync(path.join(out, 'llms.txt'), 'utf8')).not.toContain('## News');
    expect(readdirSync(path.join(out, 'blog'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'))).toEqual([]);
    expect(readFileSync(path.join(out, 'blog/hello.html'), 'utf8')).not.toContain('page-markdown');
  });
});
