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
    expect(read('changelog/release-1.md')).toContain('An MDX post: 2 changes.');
    expect(read('llms-full.txt')).toContain('Source: https://fixture.example/docs/intro\n\n---\n\n# Hello\n');
  });

  it('is off by default: llms.txt lists docs and API pages only, and posts get no twin', () => {
    const out = path.join(temp, 'default');
    const result = runCli(['build', '--out', out], path.join(repoRoot, 'test/fixtures/blog-sections'));
    expect(result.code, result.output).toBe(0);
    expect(readFileSync(path.join(out, 'llms.txt'), 'utf8')).not.toContain('## News');
    expect(readdirSync(path.join(out, 'blog'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'))).toEqual([]);
  });
});
