#!/usr/bin/env node
// Writes a deterministic corpus that looks like real documentation, for the benchmarks:
// `node bench/realisticCorpus.mjs <dir> <pages> [--seed N]`. Zipf-distributed prose from
// 30,000 generated words, code blocks in thirteen languages that differ on every page,
// tables, lists, images, admonitions, MDX pages (one in five) with Tabs and a local component,
// and categories nested four deep. One folder per peer, since MDX imports and links differ:
//   docs/, static/, sidebars.json                   docsite (sidebars.json: the explicit sidebar)
//   peers/docusaurus/{docs,static,src/components}/  Docusaurus 3 (MDX v3)
//   peers/starlight/{docs,public,src/components}/   Starlight; starlight-sidebar.json
//   manifest.json                                   pages, words, the first page (for the edit build)
// bench/corpus.mjs, the older and much more repetitive corpus, stays for comparable history.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { random } from './corpus.mjs';
import { IMAGE_COUNT, writePage } from './realistic/page.mjs';
import { COMPONENT_FILES, PEERS } from './realistic/peerSyntax.mjs';
import { explicitSidebar, layoutPages, starlightSidebar } from './realistic/siteTree.mjs';
import { createLexicon } from './realistic/vocabulary.mjs';
import { writeFigures } from './realistic/images.mjs';

/** Where each peer's docs and static files go inside the corpus folder. */
const PEER_DIRS = { docsite: { docs: 'docs', static: 'static' }, docusaurus: { docs: 'peers/docusaurus/docs', static: 'peers/docusaurus/static' }, starlight: { docs: 'peers/starlight/docs', static: 'peers/starlight/public' } };

/** Every MDX page is chosen by its number, so exactly one page in five is MDX at any size. */
const isMdxPage = (index) => index % 5 === 3;

/** The corpus as `Map<relative path, text>` (nothing written), plus its manifest. */
export function generateRealisticCorpus(count, seed = 42) {
  const lexicon = createLexicon(random(seed));
  const tree = layoutPages(random(seed + 1), lexicon, count);
  for (const page of tree.pages) page.mdx = isMdxPage(page.index);
  const files = new Map();
  const figures = writeFigures(random(seed + 2), IMAGE_COUNT);
  for (const [peerName, dirs] of Object.entries(PEER_DIRS)) {
    const context = { lexicon, pages: tree.pages, peer: PEERS[peerName] };
    for (const page of tree.pages) {
      // Seeded per page, so a page is the same for every peer and every corpus size it is in.
      const text = writePage(random(seed * 7919 + page.index * 104729 + 3), context, page);
      files.set(`${dirs.docs}/${page.id}.${page.mdx ? 'mdx' : 'md'}`, text);
    }
    for (const category of tree.categories) files.set(`${dirs.docs}/${category.dir}/_category_.json`, JSON.stringify({ label: category.label, position: category.position }, null, 2) + '\n');
    for (const [file, text] of Object.entries(figures)) files.set(`${dirs.static}/${file}`, text);
  }
  for (const [peerName, components] of Object.entries(COMPONENT_FILES)) for (const [file, text] of Object.entries(components)) files.set(`peers/${peerName}/${file}`, text);
  files.set('sidebars.json', JSON.stringify(explicitSidebar(tree.root), null, 1) + '\n');
  files.set('starlight-sidebar.json', JSON.stringify(starlightSidebar(tree.root), null, 1) + '\n');
  const first = tree.pages[0];
  const manifest = { pages: count, seed, vocabulary: lexicon.words.length, mdxPages: tree.pages.filter((page) => page.mdx).length, categories: tree.categories.length, firstPage: { file: `docs/${first.id}.${first.mdx ? 'mdx' : 'md'}`, route: PEERS.docsite.link(first) } };
  files.set('manifest.json', JSON.stringify(manifest, null, 2) + '\n');
  return { files, manifest };
}

/** Writes the corpus into `dir` (emptied first); returns `dir`. */
export function writeRealisticCorpus(dir, count, seed = 42) {
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of generateRealisticCorpus(count, seed).files) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, count = '1000'] = process.argv.slice(2);
  const seedIndex = process.argv.indexOf('--seed');
  writeRealisticCorpus(path.resolve(dir), Number(count), seedIndex > 0 ? Number(process.argv[seedIndex + 1]) : 42);
  console.log(`wrote ${count} realistic pages to ${dir}`);
}
