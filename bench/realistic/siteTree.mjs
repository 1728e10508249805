// Where the corpus's pages live: nested categories up to four levels deep, each folder with
// a `_category_.json`, and the explicit sidebar that lists the same tree by hand (in the
// Docusaurus form docsite reads too, and in Starlight's form).
import { capitalize, int } from './prose.mjs';

const MAX_DEPTH = 4;

/** A folder name from a content word, unique among its siblings. */
function uniqueName(r, lexicon, taken) {
  let name = lexicon.rare(r);
  while (taken.has(name)) name = `${name}-${lexicon.rare(r)}`;
  taken.add(name);
  return name;
}

/**
 * Splits `count` pages into a tree: a folder holds a few pages of its own and 2–5 subfolders
 * until it is four deep or small. Returns `{ pages: [{ dir, slug }], categories: [{ dir, label, position }], root }`.
 */
export function layoutPages(r, lexicon, count) {
  const pages = [];
  const categories = [];
  const fill = (node, dir, depth, n) => {
    const taken = new Set();
    const own = depth === 0 ? Math.min(n, 2) : n <= 12 || depth === MAX_DEPTH ? n : Math.min(n, int(r, 1, 4));
    for (let index = 0; index < own; index++) {
      const slug = uniqueName(r, lexicon, taken);
      const page = { dir, slug, id: dir ? `${dir}/${slug}` : slug, position: index + 1 };
      pages.push(page);
      node.items.push({ type: 'doc', page });
    }
    let rest = n - own;
    const folders = rest === 0 ? 0 : Math.min(rest, int(r, 2, 5));
    for (let index = 0; index < folders; index++) {
      const share = index === folders - 1 ? rest : Math.max(1, Math.round((rest / (folders - index)) * (0.5 + r())));
      rest -= share;
      const name = uniqueName(r, lexicon, taken);
      const child = { type: 'category', dir: dir ? `${dir}/${name}` : name, label: `${capitalize(name)} ${capitalize(lexicon.rare(r))}`, position: index + own + 1, items: [] };
      categories.push(child);
      node.items.push(child);
      fill(child, child.dir, depth + 1, share);
      if (rest <= 0) break;
    }
  };
  const root = { items: [] };
  fill(root, '', 0, count);
  pages.forEach((page, index) => (page.index = index));
  return { pages, categories, root };
}

/** The tree as a Docusaurus/docsite sidebar: `[{ type: 'category', label, items: ['doc/id', …] }]`. */
export function explicitSidebar(node) {
  return node.items.map((item) => (item.type === 'doc' ? item.page.id : { type: 'category', label: item.label, collapsed: true, items: explicitSidebar(item) }));
}

/** The same tree in Starlight's sidebar form: groups with `items` and links by slug. */
export function starlightSidebar(node) {
  return node.items.map((item) => (item.type === 'doc' ? { slug: item.page.id.toLowerCase() } : { label: item.label, collapsed: true, items: starlightSidebar(item) }));
}
