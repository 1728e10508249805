/**
 * A seeded generator of mixed markdown documents for the differential test of the markdown
 * paths: every block and inline construct either path reads, nested at random (lists ten
 * deep, quotes past twenty), with the escapes, entities, frontmatter and unclosed blocks the
 * spec examples touch only one at a time. The same seed always gives the same documents.
 */
import { random as mulberry32 } from '../../bench/corpus.mjs';

/** mulberry32, the benchmark corpus's seeded generator of numbers in [0, 1). */
export const seededRandom = (seed: number): (() => number) => mulberry32(seed);

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const times = (random: Random, max: number) => 1 + Math.floor(random() * max);

const WORDS = ['alpha', 'beta', 'Gamma', 'delta', '10:30', 'a_b_c', '@sable/sdk', 'x*y', 'naïve', '日本', 'the', 'of', '&', '<', '>', '"quoted"', "it's", '1.', '2)', '-', '+', '#', '|'];
const INLINE: ReadonlyArray<(random: Random) => string> = [
  (random) => pick(random, WORDS),
  (random) => `*${pick(random, WORDS)}*`,
  (random) => `**${pick(random, WORDS)} ${pick(random, WORDS)}**`,
  (random) => `_${pick(random, WORDS)}_`,
  (random) => `\`${pick(random, ['code', 'a `b`', ' x ', '<tag>', '&amp;'])}\``,
  (random) => `[${pick(random, WORDS)}](${pick(random, ['/docs/a', './other.md#part', './missing.md', '<with space>', '#anchor', '/x "Title"', "/y 'T&amp;'"])})`,
  (random) => `![${pick(random, ['alt', '*em* alt', ''])}](${pick(random, ['/img/a.png', '/b.png "Img"'])})`,
  (random) => pick(random, ['<https://example.com/auto>', '<me@example.com>']),
  (random) => pick(random, ['&copy;', '&amp;', '&#42;', '&#x1F600;', '&bogus;', '&ouml;']),
  (random) => pick(random, ['\\*', '\\_', '\\[', '\\\\', '\\`', '\\#', '\\<']),
  (random) => pick(random, ['<span class="x">inline</span>', '<kbd>Ctrl</kbd>', '<b>', '</b>', '<!-- c -->', '<img\n  src="/a.png">']),
  (random) => pick(random, ['[ref link][ref]', '[ref]', '[x]', '@mention']),
  (random) => pick(random, ['  \n', '\\\n', '\n']),
];
/** What only remark reads (the routing sends these files to it), rarer so most documents stay on the fast path. */
const REMARK_ONLY = ['key:value', 'https://bare.example.com', 'www.example.com', 'team@example.com', '~~struck~~', '~one~', 'a[^1]', ':abbr[API]', 'a::b', '[ ] not a task'];

function inlineText(random: Random): string {
  const parts: string[] = [];
  for (let count = times(random, 8); count > 0; count--) parts.push(random() < 0.01 ? pick(random, REMARK_ONLY) : pick(random, INLINE)(random));
  return parts.join(pick(random, [' ', ' ', '', '\n'])).replace(/^\s+|\s+$/g, '') || 'word';
}

const FENCE_INFO = ['', 'js', 'ts title="a.ts" {1,3}', 'c\\+\\+', 'js title="Q&amp;A.js"', 'f&ouml;&ouml;', 'python showLineNumbers', 'unknownlang', 'sh title=run.sh', '`js'];
const HTML_BLOCKS = ['<div class="raw">\n  <p>html</p>\n</div>', '<!-- a comment -->', '<!-- truncate -->', '<style>\np { color: red }\n', '<!-- never closed\n\nstill in it', '<pre>\nkept\n\n</pre>', '<?php echo 1; ?>', '<details>\n<summary>More</summary>\n\nText\n</details>'];

/** One block; containers recurse, up to `depth` levels deeper. */
function block(random: Random, depth: number): string {
  const choice = Math.floor(random() * (depth > 0 ? 16 : 12));
  switch (choice) {
    case 0:
      return `${'#'.repeat(times(random, 6))} ${pick(random, ['', inlineText(random), 'Same title', 'Same title'])}`;
    case 1:
      return `${inlineText(random)}\n${pick(random, ['===', '---'])}`;
    case 2: {
      const fence = pick(random, ['```', '~~~', '````']);
      return `${fence}${pick(random, FENCE_INFO)}\n${pick(random, ['const x = 1;', 'a\n\nb', '<b>&amp;</b>', ''])}\n${pick(random, [fence, fence, ''])}`;
    }
    case 3:
      return `    indented ${pick(random, WORDS)}\n    code`;
    case 4:
      return pick(random, HTML_BLOCKS);
    case 5:
      return pick(random, ['---', '***', '- - -', '___']);
    case 6:
      return `| A | B |\n| :- | -: |\n| ${pick(random, WORDS)} | ${inlineText(random).replace(/\n/g, ' ')} |${random() < 0.5 ? '\n| one |' : ''}`;
    case 7:
      return `[ref]: ${pick(random, ['/docs/ref "Ref"', '<./other.md>', 'https://example.com'])}`;
    case 8:
      return `:::${pick(random, ['note', 'tip', 'warning', 'danger', 'info', 'info', 'unknown'])}${pick(random, ['', '', '[A *title*]', '[A *title*]', ' spaced'])}\n${inlineText(random)}\n${pick(random, [':::', ':::', ':::', ''])}`;
    case 12:
    case 13:
      return list(random, depth);
    case 14:
    case 15:
      return quote(random, depth);
    default:
      return inlineText(random);
  }
}

function blocks(random: Random, depth: number, max: number): string {
  const parts: string[] = [];
  for (let count = times(random, max); count > 0; count--) parts.push(block(random, depth));
  return parts.join(pick(random, ['\n\n', '\n\n', '\n']));
}

function list(random: Random, depth: number): string {
  const ordered = random() < 0.4;
  const start = ordered ? pick(random, [1, 1, 3, 0]) : 0;
  const marker = (index: number) => (ordered ? `${start + index}${pick(random, ['.', ')'])}` : pick(random, ['-', '*', '+']));
  const items: string[] = [];
  for (let index = 0, count = times(random, 3); index < count; index++) {
    const lead = marker(index);
    // Only the last item may go on deeper, so documents grow with their depth, not exponentially.
    const content = index === count - 1 && depth > 1 && random() < 0.6 ? list(random, depth - 1) : blocks(random, Math.min(depth - 1, 2), 2);
    const indent = ' '.repeat(lead.length + 1);
    items.push(`${lead} ${random() < 0.05 ? '[x] ' : ''}${content.replace(/\n/g, `\n${indent}`)}`);
  }
  return items.join(pick(random, ['\n', '\n\n']));
}

function quote(random: Random, depth: number): string {
  const content = depth > 1 && random() < 0.7 ? quote(random, depth - 1) : blocks(random, Math.min(depth - 1, 2), 2);
  return content.replace(/^/gm, '> ');
}

/** A document: maybe frontmatter (sometimes empty, with a thematic break further down), then mixed blocks nested up to `maxDepth`. */
export function randomMarkdown(random: Random, maxDepth = 24): string {
  const frontmatter = pick(random, ['', '', '', '---\n---\n', '---\ntitle: Page\n---\n', '--- \ntags: [a, b]\n---  \n', '---\nnot: [closed\n'].slice(0, random() < 0.1 ? 7 : 6));
  return `${frontmatter}${blocks(random, Math.floor(random() * maxDepth), 8)}${pick(random, ['\n', '', '\n\n'])}`;
}
