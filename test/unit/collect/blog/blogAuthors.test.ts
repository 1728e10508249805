import { describe, expect, it } from 'vitest';
import { authorsOfPost, type BlogAuthor } from '../../../../src/collect/blog/blogAuthors.js';
import type { Diagnostic } from '../../../../src/types.js';

const contextOf = () => ({
  source: { file: 'blog/post.md', line: 3 },
  authorsFile: 'blog/authors.yml',
  authors: new Map<string, BlogAuthor>([['ada', { key: 'ada', name: 'Ada', title: 'Analyst' }]]),
  diagnostics: [] as Diagnostic[],
});

describe('authorsOfPost', () => {
  it('reads keys, objects written in place, a known author with fields overridden, and the older author_* keys', () => {
    const ctx = contextOf();
    const keys = authorsOfPost({ authors: ['ada', { name: 'Guest', imageURL: 'https://g.example/a.png', socials: { x: 'g' } }, { key: 'ada', title: 'Chief' }], author: 'Old', author_url: 'https://old.example' }, ctx);
    expect(keys).toEqual(['ada', 'blog/post.md#authors[1]', 'blog/post.md#authors[2]', 'blog/post.md#author']);
    expect(ctx.authors.get('blog/post.md#authors[1]')).toEqual({ key: 'blog/post.md#authors[1]', name: 'Guest', image_url: 'https://g.example/a.png', inline: true });
    expect(ctx.authors.get('blog/post.md#authors[2]')).toEqual({ key: 'blog/post.md#authors[2]', name: 'Ada', title: 'Chief', inline: true });
    expect(ctx.authors.get('blog/post.md#author')).toEqual({ key: 'blog/post.md#author', name: 'Old', url: 'https://old.example', inline: true });
    expect(ctx.diagnostics.map((diagnostic) => diagnostic.message)).toEqual(['frontmatter.authors[1].socials is not supported yet: ignored']);
  });

  it('fails on an unknown key and on an object with neither name nor key, naming the authors file', () => {
    expect(() => authorsOfPost({ authors: 'bob' }, contextOf())).toThrow("frontmatter.authors: unknown author 'bob'");
    expect(() => authorsOfPost({ authors: [{ title: 'x' }] }, contextOf())).toThrow('frontmatter.authors[0]: an author needs a name or the key of an author in blog/authors.yml');
  });
});
