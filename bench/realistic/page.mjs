// One page of the corpus, written for one peer. Its random draws come from its own seeded
// generator and never depend on the peer, so the three peers get the same page in their own syntax.
import { codeBlock } from './codeBlocks.mjs';
import { ADMONITION_TYPES } from './peerSyntax.mjs';
import { capitalize, int, list, paragraph, pick, sentence, table, title } from './prose.mjs';

/** How many images `static/img` holds (written by `images.mjs`). */
export const IMAGE_COUNT = 12;

/** Everything a page needs besides its own generator: the lexicon, the page list (link targets) and the peer's syntax. */
function blockWriters(r, context, page) {
  const { lexicon, pages, peer } = context;
  let blocks = 0;
  const decorate = (word) => `[${word}](${peer.link(pages[Math.floor(r() * pages.length)])})`;
  const write = {
    paragraph: () => paragraph(r, lexicon, decorate),
    list: () => list(r, lexicon, decorate),
    table: () => table(r, lexicon),
    code: () => (r() < 0.6 ? paragraph(r, lexicon, decorate) + '\n\n' : '') + codeBlock(r, lexicon, 1000 + page.index * 64 + blocks++).fence,
    image: () => `![${sentence(r, lexicon).slice(0, -1)}](/img/figure-${int(r, 1, IMAGE_COUNT)}.svg)`,
    admonition: () => `:::${pick(r, ADMONITION_TYPES)}${r() < 0.5 ? `[${title(r, lexicon)}]` : ''}\n\n${paragraph(r, lexicon, decorate)}\n\n:::`,
    tabs: () => {
      const items = Array.from({ length: int(r, 2, 4) }, (_, index) => {
        const label = capitalize(lexicon.rare(r));
        return `${peer.tabItem(`${label.toLowerCase()}-${index}`, label)}\n\n${sentence(r, lexicon)}\n\n${codeBlock(r, lexicon, 1000 + page.index * 64 + blocks++).fence}\n\n</TabItem>`;
      });
      return `<Tabs>\n${items.join('\n')}\n</Tabs>`;
    },
    badge: () => `${sentence(r, lexicon).slice(0, -1)} <StatusBadge>${lexicon.rare(r)}</StatusBadge>.`,
  };
  return write;
}

/** Block kinds and their weights; MDX pages add tabs and the local component. */
const MARKDOWN_BLOCKS = [['paragraph', 10], ['list', 2.5], ['code', 2.2], ['table', 0.9], ['image', 0.5], ['admonition', 0.7]];
const MDX_BLOCKS = [...MARKDOWN_BLOCKS, ['tabs', 1.2], ['badge', 0.8]];

function weighted(r, choices) {
  let roll = r() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [name, weight] of choices) if ((roll -= weight) < 0) return name;
  return choices[0][0];
}

function frontmatter(r, lexicon, page) {
  const lines = ['---', `title: ${title(r, lexicon)}`, `description: ${Array.from({ length: int(r, 6, 16) }, () => lexicon.word(r)).join(' ').replace(/^./, (c) => c.toUpperCase())}.`, `sidebar_position: ${page.position}`];
  if (r() < 0.4) lines.push(`tags: [${Array.from({ length: int(r, 1, 3) }, () => lexicon.words[40 + int(r, 0, 30)]).join(', ')}]`);
  return [...lines, '---'].join('\n');
}

/** The page's file text (`.mdx` when `page.mdx`): frontmatter, an intro, then h2 sections with h3 subsections. */
export function writePage(r, context, page) {
  const { lexicon, peer } = context;
  const write = blockWriters(r, context, page);
  const kinds = page.mdx ? MDX_BLOCKS : MARKDOWN_BLOCKS;
  const out = [frontmatter(r, lexicon, page), ''];
  if (page.mdx) out.push(...peer.imports(page), '');
  out.push(write.paragraph(), '');
  const sections = int(r, 1, 3) + Math.floor(r() * r() * 7);
  const used = new Set();
  for (let section = 0; section < sections; section++) {
    const heading = (level) => {
      let text = title(r, lexicon);
      while (used.has(text)) text += ` ${capitalize(lexicon.rare(r))}`;
      used.add(text);
      return `${'#'.repeat(level)} ${text}`;
    };
    out.push(heading(2), '');
    for (let sub = -1; sub < (r() < 0.4 ? int(r, 1, 3) : 0); sub++) {
      if (sub >= 0) out.push(heading(3), '');
      for (let block = int(r, 1, 5); block > 0; block--) out.push(write[weighted(r, kinds)](), '');
    }
  }
  if (page.mdx && !out.some((line) => line.startsWith('<Tabs>'))) out.push(write.tabs(), '');
  return out.join('\n');
}
