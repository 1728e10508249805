import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validateConfig.js';
import { buildPageHistory, showsLastUpdate } from '../../../src/render/pageHistory.js';
import { formatError } from '../../../src/shared/errors.js';
import type { BlogPostRoute, DocRoute, Frontmatter, UserConfig } from '../../../src/types.js';

const where = { configFile: '/site/site.config.ts', relPath: 'site.config.ts' };
const configOf = (extra: Partial<UserConfig>) => validateConfig({ title: 'T', productName: 'P', url: 'https://docs.example', ...extra }, where);

const doc = (frontmatter: Frontmatter = {}): DocRoute => ({
  kind: 'doc',
  path: '/docs/guides/intro',
  docId: 'guides/intro',
  source: { file: 'docs/guides/intro.md' },
  title: 'Intro',
  content: { file: '/site/docs/guides/intro.md', relPath: 'docs/guides/intro.md', source: '', frontmatter, format: 'md' },
});
const post: BlogPostRoute = {
  kind: 'blog',
  path: '/blog/launch',
  slug: 'launch',
  date: '2026-01-05',
  authors: [],
  tags: [],
  source: { file: 'blog/2026-01-05-launch.md' },
  title: 'Launch',
  content: { file: '/site/blog/2026-01-05-launch.md', relPath: 'blog/2026-01-05-launch.md', source: '', frontmatter: {}, format: 'md' },
};
const commit = { date: '2026-11-24T23:30:00-05:00', author: 'Alan Turing' };
const noCommits = () => undefined;

describe('buildPageHistory', () => {
  it('shows nothing without editUrl and showLastUpdate*, and git is not awaited then', () => {
    const config = configOf({});
    expect(buildPageHistory(doc(), config, () => commit)).toBeUndefined();
    expect(showsLastUpdate(config)).toBe(false);
    expect(showsLastUpdate(configOf({ blog: { showLastUpdateAuthor: true } }))).toBe(true);
  });

  it("joins a string editUrl and the file's path from the site root with one slash", () => {
    expect(buildPageHistory(doc(), configOf({ docs: { editUrl: 'https://github.com/o/r/edit/main//' } }), noCommits)).toEqual({ editUrl: 'https://github.com/o/r/edit/main/docs/guides/intro.md' });
  });

  it("calls a docs editUrl function with Docusaurus's parameters, base URL in the permalink, and shows no link when it returns undefined", () => {
    const seen: unknown[] = [];
    const config = configOf({ baseUrl: '/base/', docs: { version: { name: 'v2', label: '2.x' }, editUrl: (params) => (seen.push(params), undefined) } });
    expect(buildPageHistory(doc(), config, noCommits)).toBeUndefined();
    expect(seen).toEqual([{ versionDocsDirPath: 'docs', docPath: 'guides/intro.md', permalink: '/base/docs/guides/intro', locale: 'en', version: 'v2' }]);
  });

  it("calls a blog editUrl function with Docusaurus's blog parameters", () => {
    const config = configOf({ blog: { editUrl: ({ blogDirPath, blogPath, permalink, locale }) => `https://cms.example/${locale}/${blogDirPath}/${blogPath}#${permalink}` } });
    expect(buildPageHistory(post, config, noCommits)).toEqual({ editUrl: 'https://cms.example/en/blog/2026-01-05-launch.md#/blog/launch' });
  });

  it('names the config, the option and the page when an editUrl function throws or returns no string', () => {
    const throwing = configOf({ docs: { editUrl: () => { throw new Error('no repo'); } } });
    expect(() => buildPageHistory(doc(), throwing, noCommits)).toThrow(expect.objectContaining({ field: 'docs.editUrl', source: { file: 'site.config.ts' } }));
    expect(formatError(captured(() => buildPageHistory(doc(), throwing, noCommits)))).toBe('site.config.ts  docs.editUrl failed for docs/guides/intro.md\n  caused by: no repo');
    const numeric = configOf({ docs: { editUrl: (() => 3) as unknown as () => string } });
    expect(formatError(captured(() => buildPageHistory(doc(), numeric, noCommits)))).toBe('site.config.ts  docs.editUrl returned number for docs/guides/intro.md; expected a URL string or undefined');
  });

  it('lets custom_edit_url replace the configured link, or hide it with null, even without editUrl', () => {
    const config = configOf({ docs: { editUrl: 'https://github.com/o/r/edit/main' } });
    expect(buildPageHistory(doc({ custom_edit_url: 'https://wiki.example/x' }), configOf({}), noCommits)).toEqual({ editUrl: 'https://wiki.example/x' });
    expect(buildPageHistory(doc({ custom_edit_url: null }), config, noCommits)).toBeUndefined();
  });

  it("shows the last commit's instant in UTC and its author, each only when asked, and frontmatter's last_update field by field", () => {
    const both = configOf({ docs: { showLastUpdateTime: true, showLastUpdateAuthor: true } });
    expect(buildPageHistory(doc(), both, () => commit)).toEqual({ lastUpdatedAt: '2026-11-25T04:30:00.000Z', lastUpdatedBy: 'Alan Turing' });
    expect(buildPageHistory(doc({ last_update: { author: 'Ada' } }), both, () => commit)).toEqual({ lastUpdatedAt: '2026-11-25T04:30:00.000Z', lastUpdatedBy: 'Ada' });
    expect(buildPageHistory(doc({ last_update: { date: '2024-03-05' } }), both, noCommits)).toEqual({ lastUpdatedAt: '2024-03-05T00:00:00.000Z' });
    expect(buildPageHistory(doc(), configOf({ docs: { showLastUpdateAuthor: true } }), () => commit)).toEqual({ lastUpdatedBy: 'Alan Turing' });
    expect(buildPageHistory(doc({ last_update: { date: '2024-03-05', author: 'Ada' } }), configOf({}), () => commit)).toBeUndefined();
  });
});

function captured(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
