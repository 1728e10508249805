import { describe, expect, it } from 'vitest';
import { generateRealisticCorpus } from '../../../bench/realisticCorpus.mjs';

// The realistic corpus exists so the benchmark's caches see what a real site gives them:
// these tests hold it to the properties that make it realistic, at 200 pages in memory.

const PAGES = 200;
const { files, manifest } = generateRealisticCorpus(PAGES, 7);
const docsitePages = [...files].filter(([file]) => /^docs\/.*\.mdx?$/.test(file));
const FENCE = /^```(\w+)[^\n]*\n([\s\S]*?)\n```$/gm;

/** Prose words of a page: its text without frontmatter, code, markup and links' targets. */
function proseWords(text: string): string[] {
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(FENCE, '').replace(/\]\([^)]*\)/g, ' ').replace(/`[^`]*`/g, ' ');
  return body.toLowerCase().match(/[a-z]+/g) ?? [];
}

describe('generateRealisticCorpus', () => {
  it('writes the same files for the same seed, and other files for another seed', () => {
    const again = generateRealisticCorpus(PAGES, 7).files;
    expect([...again]).toEqual([...files]);
    const other = [...generateRealisticCorpus(20, 8).files.values()].join('');
    expect(other).not.toContain(docsitePages[0]![1].slice(0, 200));
  });

  it('writes one docsite page per requested page, a fifth of them MDX', () => {
    expect(docsitePages).toHaveLength(PAGES);
    expect(docsitePages.filter(([file]) => file.endsWith('.mdx'))).toHaveLength(PAGES / 5);
    expect(manifest.mdxPages).toBe(PAGES / 5);
  });

  it('draws prose from thousands of distinct words with a Zipf-like frequency curve', () => {
    const counts = new Map<string, number>();
    for (const [, text] of docsitePages) for (const word of proseWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    expect(counts.size).toBeGreaterThan(3000);
    const ranked = [...counts.values()].sort((a, b) => b - a);
    // Zipf (exponent about 1): the 2nd word about half as frequent as the 1st, the 10th about a tenth.
    expect(ranked[0]! / ranked[1]!).toBeGreaterThan(1.4);
    expect(ranked[0]! / ranked[1]!).toBeLessThan(3);
    expect(ranked[0]! / ranked[9]!).toBeGreaterThan(5);
    expect(ranked[0]! / ranked[9]!).toBeLessThan(20);
    // …and a long tail: most distinct words are rare.
    expect([...counts.values()].filter((count) => count <= 3).length).toBeGreaterThan(counts.size / 3);
  });

  it('writes code blocks in at least ten languages, never the same block twice', () => {
    const languages = new Set<string>();
    const seen = new Map<string, string>();
    for (const [file, text] of docsitePages) {
      for (const [, language, code] of text.matchAll(FENCE)) {
        languages.add(language!);
        expect(seen.get(code!), `${file} repeats a block of ${seen.get(code!)}`).toBeUndefined();
        seen.set(code!, file);
      }
    }
    expect(languages.size).toBeGreaterThanOrEqual(10);
    expect(seen.size).toBeGreaterThan(PAGES * 2);
  });

  it('gives MDX pages Tabs, an admonition somewhere, and the local component in each peer syntax', () => {
    const mdx = docsitePages.filter(([file]) => file.endsWith('.mdx'));
    expect(mdx.every(([, text]) => text.includes('<Tabs>') && text.includes('<TabItem value='))).toBe(true);
    expect(docsitePages.some(([, text]) => /^:::(note|tip|caution|danger)/m.test(text))).toBe(true);
    expect(mdx.some(([, text]) => text.includes('<StatusBadge>'))).toBe(true);
    const [file] = mdx[0]!;
    expect(files.get(`peers/docusaurus/${file}`)).toContain("import TabItem from '@theme/TabItem';");
    expect(files.get(`peers/starlight/${file}`)).toContain("import { Tabs, TabItem } from '@astrojs/starlight/components';");
    expect(files.has('peers/docusaurus/src/components/StatusBadge.jsx')).toBe(true);
    expect(files.has('peers/starlight/src/components/StatusBadge.astro')).toBe(true);
  });

  it('links only to pages that exist, and references only images it writes', () => {
    const routes = new Set(docsitePages.map(([file]) => '/' + file.replace(/\.mdx?$/, '')));
    for (const [, text] of docsitePages) {
      for (const [, target] of text.matchAll(/\]\((\/docs\/[^)]+)\)/g)) expect(routes.has(target!), target).toBe(true);
      for (const [, image] of text.matchAll(/!\[[^\]]*\]\(\/(img\/[^)]+)\)/g)) expect(files.has(`static/${image}`), image).toBe(true);
    }
    expect(docsitePages.some(([, text]) => text.includes('](/img/'))).toBe(true);
  });

  it('nests categories with _category_.json and lists every page in the explicit sidebar', () => {
    const depth = Math.max(...docsitePages.map(([file]) => file.split('/').length - 2));
    expect(depth).toBeGreaterThanOrEqual(3);
    expect([...files.keys()].filter((file) => file.startsWith('docs/') && file.endsWith('/_category_.json')).length).toBe(manifest.categories);
    const sidebar = files.get('sidebars.json')!;
    for (const [file] of docsitePages) expect(sidebar).toContain(`"${file.slice('docs/'.length).replace(/\.mdx?$/, '')}"`);
  });
});
