import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { writeCorpus } from '../../../bench/corpus.mjs';
import { parseFrontmatter } from '../../../src/collect/readContentFile.js';
import { parseSimpleFrontmatter } from '../../../src/collect/simpleFrontmatter.js';

// Whatever the shortcut takes, it must read exactly as the YAML parser does.

const corpusDir = mkdtempSync(path.join(os.tmpdir(), 'docsite-frontmatter-'));
afterAll(() => rmSync(corpusDir, { recursive: true, force: true }));

const EDGE_CASES = [
  'title: Plain title',
  "title: Sable's agents, explained (part 2)",
  'sidebar_position: 3',
  'sidebar_position: -1',
  'sidebar_position: 007',
  'sidebar_position: 1.5',
  'sidebar_position: 0x1F',
  'sidebar_position: +1',
  'draft: true',
  'draft: false',
  'draft: True',
  'draft: yes',
  'footer: off',
  'title: null',
  'title: Null',
  'title: ~',
  'title: NaN',
  'title: .inf',
  'tags: [sample, field]',
  'tags: []',
  'tags: [ ]',
  'tags: [a, true]',
  'tags: [a,]',
  'tags: [a, "b c"]',
  'tags:\n  - a\n  - b',
  'title: "Quoted: title"',
  "title: 'single'",
  'title: a: b',
  'title: ends with colon:',
  'title: has # hash',
  'title: has#hash',
  'title: trailing space ',
  'title:  two spaces',
  'title: Café',
  'title: 100% sure & ready!',
  'title: path/to/thing?x=1',
  'title: -dash first',
  'title: ',
  'title:',
  'title: a\ndescription: b\ntitle: c',
  'title: x\r\ndescription: y',
  '# a comment\ntitle: x',
  'title: x\n\ndescription: y',
  'title: x # comment',
  'title: multi\n  line',
  'key with space: x',
  '__proto__: x',
  'slug: /docs/intro',
  'id: api-introduction',
  'title: @scoped',
  'title: {site.productName} help',
  'title: 12 tips',
  'title: Welcome to the {site.productName} docs',
  'title: a [b] c',
  'title: a, b',
  'title: a}',
  'title: a {b: c}',
  'description: "Start here: what it is, and # more"',
  'description: "with \\" escape"',
  'description: "tab\there"',
  'description: ""',
  'description: "x" # comment',
  'description: "unclosed',
  "description: 'it''s here: yes'",
  "description: 'odd ' quote'",
  "description: ''",
  'keywords: [introduction, getting started, AI agents]',
  'keywords: [two  spaces]',
  'keywords: [trailing space ]',
  'keywords: [a, null thing]',
  'keywords: [a #b]',
  'keywords: [errors, 401, 0xMonk, 2fa, Retry-After]',
  'keywords: [1.5, a]',
  'keywords: [0x1F, a]',
  'keywords: [1e3, a]',
  'keywords: [007, a]',
  'date: 2025-05-20',
  'title: 1e3',
  'title: 0o17',
  'title: .5',
  'title: 2fa setup',
];

const frontmatterOf = (text: string) => /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];

function expectSameAsYaml(yaml: string) {
  const simple = parseSimpleFrontmatter(yaml);
  if (simple === undefined) return false;
  expect(simple, JSON.stringify(yaml)).toEqual(parseYaml(yaml));
  return true;
}

describe('parseSimpleFrontmatter', () => {
  it('reads what it takes exactly as the YAML parser, and leaves the rest to it', () => {
    const taken = EDGE_CASES.filter(expectSameAsYaml);
    // The common shapes are taken; anything unusual is not.
    expect(taken).toEqual(
      expect.arrayContaining([
        'title: Plain title',
        'sidebar_position: 3',
        'draft: true',
        'tags: [sample, field]',
        "title: Sable's agents, explained (part 2)",
        'title: Welcome to the {site.productName} docs',
        'description: "Start here: what it is, and # more"',
        "description: 'it''s here: yes'",
        'keywords: [introduction, getting started, AI agents]',
        'keywords: [errors, 401, 0xMonk, 2fa, Retry-After]',
        'date: 2025-05-20',
      ]),
    );
    for (const odd of ['sidebar_position: 007', 'draft: True', 'title: null', 'title: a: b', 'title: has # hash', 'title: trailing space ', 'title: a\ndescription: b\ntitle: c', 'title: x\r\ndescription: y', 'title: x # comment']) {
      expect(parseSimpleFrontmatter(odd), odd).toBeUndefined();
    }
  });

  it("reads every frontmatter of this site and of the benchmark corpus as the YAML parser does, and takes the corpus's", () => {
    writeCorpus(corpusDir, 40);
    const read = (dir: string) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.mdx?$/.test(name))
        .flatMap((name) => frontmatterOf(readFileSync(path.join(dir, name), 'utf8')) ?? []);
    const site = read(path.resolve('content'));
    const corpus = read(corpusDir);
    expect(site.length).toBeGreaterThan(20);
    // The site's own: every block is taken (quoted descriptions, `{site.productName}` titles, keyword lists).
    expect(site.filter((yaml) => !expectSameAsYaml(yaml))).toEqual([]);
    expect(corpus.filter(expectSameAsYaml)).toHaveLength(corpus.length);
  });

  it('gives every file of this site the same frontmatter with the fast path switched off (simpleFrontmatter: false)', () => {
    const files = readdirSync(path.resolve('content'), { recursive: true, encoding: 'utf8' }).filter((name) => /\.mdx?$/.test(name));
    expect(files.length).toBeGreaterThan(20);
    for (const name of files) {
      const text = readFileSync(path.join('content', name), 'utf8');
      expect(parseFrontmatter(text, name, { simpleFrontmatter: false }), name).toEqual(parseFrontmatter(text, name));
    }
  });
});
