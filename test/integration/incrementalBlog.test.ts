import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshot, texts } from '../helpers/outputSnapshot.js';
import { editedFixture } from '../helpers/editedFixture.js';

// The incremental-blog fixture edited between builds; each result is compared with a cold build.
const { site, out, build, coldBuild } = editedFixture('incremental-blog');

/** Every page of the blog: its posts (and their twins), lists, archive, tags and authors. */
const blogFiles = (files: Iterable<string>) => [...files].filter((file) => file.startsWith('blog') && (file.endsWith('.html') || file.endsWith('.md')));

describe('an incremental build of a site with a blog', () => {
  it("after a doc's body edit keeps every page of the blog (they show no doc), and equals a cold build", () => {
    const before = snapshot(out);
    appendFileSync(path.join(site, 'content/docs/intro.md'), '\nA sentence added to the introduction.\n');
    const result = build();
    expect(result.code, result.output).toBe(0);
    const after = snapshot(out);
    const blog = blogFiles(after.keys());
    expect(blog).toEqual(expect.arrayContaining(['blog.html', 'blog/first.html', 'blog/first.md', 'blog/second.html', 'blog/tags/news.html', 'blog/archive.html']));
    for (const file of blog) expect(after.get(file)!.ino, file).toBe(before.get(file)!.ino);
    expect(after.get('404.html')!.ino).toBe(before.get('404.html')!.ino);
    expect(texts(after)).toEqual(coldBuild());
  });

  it("after a post's body edit renders every page of the blog again (each shows every post's excerpt or reading time), and equals a cold build", () => {
    const before = snapshot(out);
    appendFileSync(path.join(site, 'content/blog/2025-02-01-second.md'), '\nA sentence added to the second post.\n');
    const result = build();
    expect(result.code, result.output).toBe(0);
    const after = snapshot(out);
    expect(after.get('blog/second.html')!.text).toContain('A sentence added to the second post.');
    // The list shows the second post whole: its new sentence is there too; the feeds carry it.
    expect(after.get('blog.html')!.text).toContain('A sentence added to the second post.');
    for (const file of blogFiles(after.keys()).filter((file) => file.endsWith('.html'))) expect(after.get(file)!.ino, file).not.toBe(before.get(file)!.ino);
    expect(after.get('docs/intro.html')!.ino).toBe(before.get('docs/intro.html')!.ino);
    expect(texts(after)).toEqual(coldBuild());
  });

  it("after an edit of the authors file renders the authors page again, even for an author of no post, and equals a cold build", () => {
    const authors = path.join(site, 'content/blog/authors.yml');
    // Bo writes no post: only the authors page shows the title, so no post's source changes with it.
    writeFileSync(authors, readFileSync(authors, 'utf8').replace('title: Reviewer', 'title: Chief reviewer'));
    const result = build();
    expect(result.code, result.output).toBe(0);
    const after = snapshot(out);
    expect(after.get('blog/authors.html')!.text).toContain('Chief reviewer');
    expect(texts(after)).toEqual(coldBuild());
  });
});
