import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, texts } from '../helpers/outputSnapshot.js';
import { repoRoot, runCli } from '../helpers/runCli.js';
import { editedFixture } from '../helpers/editedFixture.js';

// The incremental fixture edited between builds; each result is compared with a cold build.
const { site, out, build, coldBuild } = editedFixture('incremental');
const doc = (name: string) => path.join(site, 'content/docs', name);

describe('an incremental build', () => {
  it('after a body edit writes that page, its twin and the search files again, keeps the other pages, and equals a cold build', () => {
    const before = snapshot(out);
    appendFileSync(doc('guide.md'), '\nA sentence added to the guide.\n');
    const result = build();
    expect(result.code, result.output).toBe(0);
    // The three other docs pages, the Markdown home page and the not-found page.
    expect(result.stdout).toContain('(5 unchanged, kept from the previous build)');
    const after = snapshot(out);
    expect(after.get('docs/guide.html')!.text).toContain('A sentence added to the guide.');
    expect(after.get('docs/guide.md')!.text).toContain('A sentence added to the guide.');
    // The other docs pages and their twins are the previous files (hard links), not written again.
    // A doc's body edit changes no other page: the Markdown home page and the not-found page are kept too.
    for (const kept of ['docs/intro.html', 'docs/intro.md', 'docs/reference.html', 'docs/reference.md', 'docs/tabs.html', 'docs/tabs.md', 'index.html', '404.html']) expect(after.get(kept)!.ino, kept).toBe(before.get(kept)!.ino);
    const searchFiles = [...after.keys()].filter((file) => file.startsWith('search/'));
    expect(searchFiles.length).toBeGreaterThan(0);
    for (const file of searchFiles) expect(after.get(file)!.text, file).not.toBe(before.get(file)!.text);
    expect(texts(after)).toEqual(coldBuild());
  });

  it("reads nothing of a kept page's compiled output: its compile cache entry is kept unread", () => {
    const cacheDir = path.join(site, '.docsite-cache');
    // The pages' entries but the Markdown home page's (it links to the edited page; kept too, its entry is left readable).
    const entries = readdirSync(cacheDir)
      .filter((name) => name.startsWith('compile-'))
      .flatMap((name) => readdirSync(path.join(cacheDir, name)).map((entry) => path.join(cacheDir, name, entry)))
      .filter((entry) => !readFileSync(entry, 'utf8').includes('The <a href=\\"/docs/intro\\">introduction</a>.'));
    expect(entries.length).toBe(4);
    // Unreadable entries: a build that read one would fail to parse it.
    for (const entry of entries) writeFileSync(entry, 'not JSON');
    appendFileSync(doc('intro.md'), '\nA sentence added to the introduction.\n');
    const result = build();
    expect(result.code, result.output).toBe(0);
    expect(result.stdout).toContain('(5 unchanged, kept from the previous build)');
    // The kept pages' entries stay for a later build that renders them again (the edited page's old one is dropped); removed here, so the cold build compiles.
    const kept = entries.filter((entry) => existsSync(entry));
    expect(kept.length).toBe(3);
    for (const entry of kept) expect(readFileSync(entry, 'utf8'), entry).toBe('not JSON');
    for (const entry of kept) unlinkSync(entry);
    expect(texts(snapshot(out))).toEqual(coldBuild());
  });

  it('after a Markdown page body edit renders that page again (a page of its own, like a doc), keeps the docs and the not-found page, and equals a cold build', () => {
    const before = snapshot(out);
    appendFileSync(path.join(site, 'content/pages/index.md'), '\nA sentence added to the home page.\n');
    const result = build();
    expect(result.code, result.output).toBe(0);
    const after = snapshot(out);
    expect(after.get('index.html')!.text).toContain('A sentence added to the home page.');
    expect(after.get('index.html')!.ino).not.toBe(before.get('index.html')!.ino);
    for (const kept of ['docs/intro.html', 'docs/guide.html', '404.html']) expect(after.get(kept)!.ino, kept).toBe(before.get(kept)!.ino);
    expect(texts(after)).toEqual(coldBuild());
  });

  it('after a title edit renders the pages that show it again (sidebars, previous and next) and equals a cold build', () => {
    const reference = doc('reference.md');
    writeFileSync(reference, readFileSync(reference, 'utf8').replace('title: Reference', 'title: Settings reference'));
    const result = build();
    expect(result.code, result.output).toBe(0);
    const after = snapshot(out);
    // The guide's sidebar and next link, the introduction's sidebar.
    for (const page of ['docs/intro.html', 'docs/guide.html', 'docs/tabs.html']) expect(after.get(page)!.text, page).toContain('Settings reference');
    expect(texts(after)).toEqual(coldBuild());
  });

  it('still checks the links of pages it kept: a renamed heading breaks the anchor another page links to', () => {
    const reference = doc('reference.md');
    const source = readFileSync(reference, 'utf8');
    const before = snapshot(out);
    writeFileSync(reference, source.replace('## Options', '## Settings'));
    const result = build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('broken link /docs/reference#options on /docs/intro: no heading or element with id "options" on /docs/reference');
    expect(result.stderr).toContain('1 broken link found');
    // The failed build left the previous output as it was.
    expect(snapshot(out)).toEqual(before);
    writeFileSync(reference, source);
  });

  it('catches a broken link that an edit introduces, and leaves the previous output', () => {
    const guide = doc('guide.md');
    const source = readFileSync(guide, 'utf8');
    expect(build().code).toBe(0);
    const before = snapshot(out);
    appendFileSync(guide, '\nSee [a page that never was](/docs/nowhere).\n');
    const result = build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('broken link /docs/nowhere on /docs/guide: no such page');
    expect(snapshot(out)).toEqual(before);
    writeFileSync(guide, source);
  });

  it('after a page is deleted removes its files and reports the links to it as broken', () => {
    expect(build().code).toBe(0);
    unlinkSync(doc('guide.md'));
    const result = build();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('broken link /docs/guide on /docs/reference: no such page');
    // Without the link, the build succeeds and the page's files are gone.
    const reference = doc('reference.md');
    writeFileSync(reference, readFileSync(reference, 'utf8').replace(', and [the guide](/docs/guide) for a first project', ''));
    const fixed = build();
    expect(fixed.code, fixed.output).toBe(0);
    const after = snapshot(out);
    expect(after.has('docs/guide.html')).toBe(false);
    expect(after.has('docs/guide.md')).toBe(false);
    expect(texts(after)).toEqual(coldBuild());
  });

  it('renders a module page again when a file it imports changes: a partial, or another page\'s source', () => {
    const tabs = doc('tabs.mdx');
    const source = readFileSync(tabs, 'utf8');
    writeFileSync(doc('_note.mdx'), 'A partial sentence, first wording.\n');
    writeFileSync(tabs, source.replace('export const Note', "import Partial from './_note.mdx';\nimport Intro from './intro.md';\n\nexport const Note") + '\n<Partial />\n\n<Intro />\n');
    expect(build().code).toBe(0);
    writeFileSync(doc('_note.mdx'), 'A partial sentence, second wording.\n');
    const afterPartial = build();
    expect(afterPartial.code, afterPartial.output).toBe(0);
    expect(snapshot(out).get('docs/tabs.html')!.text).toContain('A partial sentence, second wording.');
    expect(texts(snapshot(out))).toEqual(coldBuild());
    appendFileSync(doc('intro.md'), '\nA sentence the tabs page shows too.\n');
    const afterIntro = build();
    expect(afterIntro.code, afterIntro.output).toBe(0);
    expect(snapshot(out).get('docs/tabs.html')!.text).toContain('A sentence the tabs page shows too.');
    expect(texts(snapshot(out))).toEqual(coldBuild());
  });

  it('keeps nothing when the config changes, or with --force', () => {
    const config = path.join(site, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Incremental',", "title: 'Incremental', tagline: 'A changed tagline',"));
    const changed = build();
    expect(changed.code, changed.output).toBe(0);
    expect(changed.stdout).not.toContain('kept from the previous build');
    appendFileSync(doc('intro.md'), '\nOne more sentence.\n');
    expect(runCli(['build', '--out', out, '--force'], site).stdout).not.toContain('kept from the previous build');
    expect(texts(snapshot(out))).toEqual(coldBuild());
  });
});

// The i18n fixture (English, French, Arabic): each locale is a pass of its own, with its own page records.
describe('an incremental build of a site in several languages', () => {
  const i18nSite = path.join(repoRoot, '.tmp', `incremental-i18n-${process.pid}`);
  const i18nOut = path.join(i18nSite, 'build');
  const buildI18n = (...flags: string[]) => runCli(['build', '--out', i18nOut, ...flags], i18nSite);
  const coldI18n = () => {
    const cold = path.join(i18nSite, 'cold');
    rmSync(cold, { recursive: true, force: true });
    const result = runCli(['build', '--out', cold, '--force'], i18nSite);
    expect(result.code, result.output).toBe(0);
    return texts(snapshot(cold));
  };
  beforeAll(() => {
    cpSync(path.join(repoRoot, 'test/fixtures/i18n'), i18nSite, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    const first = buildI18n();
    expect(first.code, first.output).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(i18nSite, { recursive: true, force: true }));

  it("after a translation's body is edited renders that page again and keeps every other locale's pages, equal to a cold build", () => {
    const before = snapshot(i18nOut);
    appendFileSync(path.join(i18nSite, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md'), '\nUne phrase de plus.\n');
    const result = buildI18n();
    expect(result.code, result.output).toBe(0);
    expect(result.stdout).toContain('kept from the previous build');
    const after = snapshot(i18nOut);
    expect(after.get('fr/docs/intro.html')!.text).toContain('Une phrase de plus.');
    for (const kept of ['docs/intro.html', 'docs/guides/setup.html', 'fr/docs/guides/setup.html', 'ar/docs/intro.html', 'ar/docs/guides/setup.html']) expect(after.get(kept)!.ino, kept).toBe(before.get(kept)!.ino);
    expect(texts(after)).toEqual(coldI18n());
    // Each locale's pass has a compile cache of its own, which the other passes leave alone.
    expect(readdirSync(path.join(i18nSite, '.docsite-cache')).filter((name) => name.startsWith('compile-')).map((name) => name.slice(-3)).sort()).toEqual(['-ar', '-en', '-fr']);
  });

  it('after an English page is edited keeps the pages of the locales that translate it, equal to a cold build', () => {
    const before = snapshot(i18nOut);
    appendFileSync(path.join(i18nSite, 'docs/guides/setup.md'), '\nOne more step.\n');
    const result = buildI18n();
    expect(result.code, result.output).toBe(0);
    const after = snapshot(i18nOut);
    // Shown untranslated in French: rendered again there too.
    for (const page of ['docs/guides/setup.html', 'fr/docs/guides/setup.html']) expect(after.get(page)!.text, page).toContain('One more step.');
    for (const kept of ['docs/intro.html', 'fr/docs/intro.html']) expect(after.get(kept)!.ino, kept).toBe(before.get(kept)!.ino);
    expect(texts(after)).toEqual(coldI18n());
  });
});

// The incremental fixture with its search index always sharded: an edit repacks only the terms it touches (the search state, `searchState.ts`), and the shards equal a cold build's.
describe('an incremental build of a sharded search index', () => {
  const shardedSite = path.join(repoRoot, '.tmp', `incremental-shards-${process.pid}`);
  const shardedOut = path.join(shardedSite, 'build');
  const buildSharded = () => runCli(['build', '--out', shardedOut], shardedSite);
  const guide = path.join(shardedSite, 'content/docs/guide.md');
  const coldSharded = () => {
    const cold = path.join(shardedSite, 'cold');
    rmSync(cold, { recursive: true, force: true });
    const result = runCli(['build', '--out', cold, '--force'], shardedSite);
    expect(result.code, result.output).toBe(0);
    return texts(snapshot(cold));
  };
  /** The texts of the shards holding `term` in their postings. */
  const postingsWith = (term: string) => [...texts(snapshot(shardedOut))].filter(([file, text]) => file.startsWith('search/shards/postings.') && (JSON.parse(text) as { terms: string[] }).terms.includes(term));
  beforeAll(() => {
    cpSync(path.join(repoRoot, 'test/fixtures/incremental'), shardedSite, { recursive: true, filter: (source) => !source.includes('.docsite-cache') });
    const config = path.join(shardedSite, 'site.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace("pages: { path: 'content/pages' },", "pages: { path: 'content/pages' },\n  search: { shardAbove: 0 },"));
    const first = buildSharded();
    expect(first.code, first.output).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(shardedSite, { recursive: true, force: true }));

  it('after an edit that adds a new term, one that removes its last use, and a title edit, equals a cold build each time', () => {
    const source = readFileSync(guide, 'utf8');
    appendFileSync(guide, '\nThe zanzibarquux setting is new.\n');
    const added = buildSharded();
    expect(added.code, added.output).toBe(0);
    expect(added.stdout).toContain('kept from the previous build');
    expect(postingsWith('zanzibarquux')).toHaveLength(1);
    expect(readdirSync(path.join(shardedSite, '.docsite-cache/builds')).some((name) => existsSync(path.join(shardedSite, '.docsite-cache/builds', name, 'search-state.json')))).toBe(true);
    expect(texts(snapshot(shardedOut))).toEqual(coldSharded());

    writeFileSync(guide, source);
    const removed = buildSharded();
    expect(removed.code, removed.output).toBe(0);
    expect(postingsWith('zanzibarquux')).toHaveLength(0);
    expect(texts(snapshot(shardedOut))).toEqual(coldSharded());

    writeFileSync(guide, source.replace(/^title: .*$/m, 'title: A retitled guide'));
    const retitled = buildSharded();
    expect(retitled.code, retitled.output).toBe(0);
    expect(postingsWith('retitl')).toHaveLength(1);
    expect(texts(snapshot(shardedOut))).toEqual(coldSharded());
  });

  it('links the shards the previous output has (the same name, the same bytes) instead of writing them again, and writes the manifests and new shards', () => {
    const shardsDir = path.join(shardedOut, 'search/shards');
    const inodes = () => new Map(readdirSync(shardsDir).map((name) => [name, statSync(path.join(shardsDir, name)).ino]));
    const before = inodes();
    const manifests = () => readdirSync(path.join(shardedOut, 'search')).filter((name) => name.endsWith('.json')).map((name) => statSync(path.join(shardedOut, 'search', name)).ino);
    const manifestsBefore = manifests();
    // Its own words again: the counts change (postings, the page's text), the words do not (words, tails and shorts shards).
    appendFileSync(guide, '\nThe guide walks through a first project.\n');
    const edited = buildSharded();
    expect(edited.code, edited.output).toBe(0);
    const after = inodes();
    const kept = [...after].filter(([name]) => before.has(name));
    const fresh = [...after].filter(([name]) => !before.has(name));
    expect(kept.map(([name]) => name.split('.')[0])).toEqual(expect.arrayContaining(['words', 'tails']));
    expect(fresh.map(([name]) => name.split('.')[0])).toEqual(expect.arrayContaining(['postings', 'documents']));
    for (const [name, inode] of kept) expect(inode, name).toBe(before.get(name));
    expect(manifests().some((inode) => manifestsBefore.includes(inode))).toBe(false);
    expect(texts(snapshot(shardedOut))).toEqual(coldSharded());
  });
});
