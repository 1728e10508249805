import { describe, expect, it } from 'vitest';
import { blogPostSlug } from '../../../../src/collect/blog/blogPostSlug.js';

describe('blogPostSlug', () => {
  it("dates routes as Docusaurus's parseBlogFileName does: file, folder post, date folders, one-digit parts", () => {
    expect(blogPostSlug('2024-05-01-launch.md', {}, true)).toEqual({ slug: '2024/05/01/launch', date: '2024-05-01' });
    expect(blogPostSlug('2024-05-01-launch/index.mdx', {}, true)).toEqual({ slug: '2024/05/01/launch', date: '2024-05-01' });
    expect(blogPostSlug('2024/05/01/launch.md', {}, true)).toEqual({ slug: '2024/05/01/launch', date: '2024-05-01' });
    expect(blogPostSlug('news/2024-5-1-launch.md', {}, true)).toEqual({ slug: '2024/5/1/news/launch', date: '2024-05-01' });
    expect(blogPostSlug('about.md', {}, true)).toEqual({ slug: 'about' });
    expect(blogPostSlug('about/index.md', {}, true)).toEqual({ slug: 'about' });
  });

  it('takes frontmatter slug over the file name, with or without its leading slash', () => {
    expect(blogPostSlug('2024-05-01-launch.md', { slug: '/hello' }, true)).toEqual({ slug: 'hello', date: '2024-05-01' });
    expect(blogPostSlug('2024-05-01-launch.md', { slug: 'hello' }, false)).toEqual({ slug: 'hello', date: '2024-05-01' });
  });

  it("keeps docsite's own undated routes without datedPaths", () => {
    expect(blogPostSlug('2024-05-01-launch.md', {}, false)).toEqual({ slug: 'launch', date: '2024-05-01' });
    expect(blogPostSlug('welcome.md', {}, false)).toEqual({ slug: 'welcome', date: undefined });
  });
});
