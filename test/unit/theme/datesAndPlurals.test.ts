import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostSummary } from '../../../src/render/pageProps.js';
import { setThemeStrings, translatePlural } from '../../../theme/i18n/themeStrings';
import { PostMeta } from '../../../theme/components/blog/PostMeta';
import { PageHistory } from '../../../theme/components/PageHistory';
import { formatDate } from '../../../theme/components/blog/formatDate';
import { formatShortDate } from '../../../theme/components/formatShortDate';

const post = (readingMinutes: number): PostSummary => ({ title: 'Launch', path: '/blog/launch', date: '2024-05-01', readingMinutes, authors: [], tags: [], excerptHtml: '', truncated: false });
const meta = (minutes: number) => renderToString(createElement(PostMeta, { post: post(minutes) }));
const history = () => renderToString(createElement(PageHistory, { history: { lastUpdatedAt: '2026-11-25T10:00:00Z' } }));

/** Issue 22: dates and counted words speak the build's language, with Docusaurus's plural forms (`One post|{count} posts`). */
describe('dates and plural forms', () => {
  afterEach(() => setThemeStrings());

  it('writes English as before on a one-language site', () => {
    expect(meta(1)).toContain('<time dateTime="2024-05-01">May 1, 2024</time> · 1 min read');
    expect(meta(7)).toContain('May 1, 2024</time> · 7 min read');
    expect(history()).toContain('<time dateTime="2026-11-25T10:00:00Z">Nov 25, 2026</time>');
    expect(translatePlural('theme.blog.post.plurals', 1, { count: 1 })).toBe('1 post');
    expect(translatePlural('theme.blog.post.plurals', 4, { count: 4 })).toBe('4 posts');
  });

  it("writes a French build's dates in French and picks French plural forms", () => {
    setThemeStrings({ 'theme.blog.post.readingTime.plurals': 'Une minute de lecture|{readingTime} minutes de lecture', 'theme.blog.post.plurals': 'Un article|{count} articles' }, 'fr');
    expect(meta(1)).toContain('<time dateTime="2024-05-01">1 mai 2024</time> · Une minute de lecture');
    expect(meta(3)).toContain(' · 3 minutes de lecture');
    expect(formatShortDate('2026-11-25T10:00:00Z')).toBe('25 nov. 2026');
    expect(history()).toContain('25 nov. 2026');
    // French counts 0 as "one", as Intl.PluralRules says.
    expect(translatePlural('theme.blog.post.plurals', 0, { count: 0 })).toBe('Un article');
    expect(translatePlural('theme.blog.post.plurals', 2, { count: 2 })).toBe('2 articles');
  });

  it('takes the last form when a message has fewer forms than the locale has categories, and one form for every count', () => {
    // Arabic has six categories (zero, one, two, few, many, other): 3 is "few", past these two forms.
    setThemeStrings({ 'theme.blog.post.plurals': 'مقالة واحدة|{count} مقالات', 'theme.blog.post.readingTime.plurals': '{readingTime} د' }, 'ar');
    expect(translatePlural('theme.blog.post.plurals', 3, { count: 3 })).toBe('3 مقالات');
    expect(translatePlural('theme.blog.post.readingTime.plurals', 1, { readingTime: 1 })).toBe('1 د');
    expect(formatDate('2024-05-01')).not.toContain('May');
  });
});
