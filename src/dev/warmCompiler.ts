import path from 'node:path';
import type { ContentFile, SiteConfig } from '../types.js';

/**
 * A page's constructs (headings, lists, a table, links, emphasis, an admonition, a component,
 * expressions), as MDX and as plain Markdown, without code blocks (which would start the
 * highlighter) or images (read from disk).
 */
const BODY = `## Getting started with the product

The **assistant** answers questions in *plain language*, with \`inline code\`, [a link](https://example.com/docs) and [another page](./other.md).

- First item with **strong** text and a [link](#getting-started-with-the-product)
- Second item
  - A nested item with _emphasis_
1. An ordered item
2. Another one

| Column | Value | Notes |
|---|---|---|
| Credits | 100 | per month |
| Agents | 4 | see below |

> A quote with a [link](https://example.com).

:::tip Good to know

An admonition's paragraph, with **strong** text.

:::

### A smaller heading {#custom-id}

Text after the heading, and a line
that goes on.
`;

const MDX = `${BODY}
<Note kind="info">A component with {site.productName} inside and <a href={site.links.app}>a link</a>.</Note>

The product is {product.name}, and {1 + 2} is three.
`;

/** How many times each warm-up file compiles: past this, a Sable page's compile no longer got faster (about 25 ms from about 110 cold). */
const ROUNDS = 30;

/**
 * Compiles two made-up pages (one MDX, one plain Markdown) over and over in the background
 * after `docsite dev`'s first build, so that the first edits' compiles run optimised code: a
 * dev edit compiles one page in this process, and a Sable MDX page's compile took 45-110 ms
 * cold against about 25 ms once the compiler had run some thirty times (a fresh V8 runs
 * micromark's and MDX's code in its interpreter until then). Waits while a build runs (`idle`
 * resolves once none does, false once the server closed: it stops then), and resolves with how
 * many files it compiled. DOCSITE_DEV_WARM=0 turns it off.
 */
export async function warmCompiler(config: SiteConfig, idle: () => Promise<boolean>): Promise<number> {
  if (process.env.DOCSITE_DEV_WARM === '0') return 0;
  const dir = config.docs.dir ?? config.root;
  const contents: ContentFile[] = [
    { file: path.join(dir, '__docsite-warm.mdx'), relPath: '__docsite-warm.mdx', source: MDX, frontmatter: { title: 'Warm' }, format: 'mdx' },
    { file: path.join(dir, '__docsite-warm.md'), relPath: '__docsite-warm.md', source: BODY, frontmatter: { title: 'Warm' }, format: 'md' },
  ];
  // Loaded here, once the server is up: a start that finds the output up to date loads no compiler before.
  const { compileToWarm } = await import('../compile/compileContent.js');
  return compileToWarm(config, contents, ROUNDS, idle);
}
