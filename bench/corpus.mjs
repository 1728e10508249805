#!/usr/bin/env node
// Writes a deterministic corpus of realistic markdown pages for benchmarks:
// `node bench/corpus.mjs <dir> <pages> [--seed N]`. The same seed gives the same files.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Small deterministic PRNG (mulberry32), so every builder gets identical input. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'agent wallet token market signal portfolio holding trade decision risk limit order price volume chain bridge liquidity ' +
  'pool swap fee gas block validator stake yield oracle feed index cache request response header schema field value ' +
  'server client build page route link anchor section heading table column row release version update config option ' +
  'default error retry timeout budget metric latency median sample report chart trend summary detail overview guide'
).split(' ');
const CODE = {
  ts: (r, n) => `export function compute${n}(input: number[]): number {\n  return input.reduce((sum, value) => sum + value * ${Math.floor(r() * 9) + 1}, 0);\n}\n`,
  python: (r, n) => `def compute_${n}(values):\n    total = 0\n    for value in values:\n        total += value * ${Math.floor(r() * 9) + 1}\n    return total\n`,
  bash: (r, n) => `curl -s "https://api.example.com/v1/items/${n}" \\\n  -H "Authorization: Bearer $TOKEN" | jq '.items | length'\n`,
};

const pick = (r, list) => list[Math.floor(r() * list.length)];
const sentence = (r) => {
  const words = Array.from({ length: 8 + Math.floor(r() * 12) }, () => pick(r, WORDS));
  return words[0][0].toUpperCase() + words[0].slice(1) + ' ' + words.slice(1).join(' ') + '.';
};
const paragraph = (r) => Array.from({ length: 3 + Math.floor(r() * 4) }, () => sentence(r)).join(' ');

/** The path of page i, in sections of 50. */
export const pagePath = (i) => `section-${String(Math.floor(i / 50)).padStart(3, '0')}/page-${String(i).padStart(5, '0')}`;

function page(i, count, r) {
  const title = `${pick(r, WORDS)} ${pick(r, WORDS)} ${i}`.replace(/^./, (c) => c.toUpperCase());
  const headings = 3 + Math.floor(r() * 4);
  const out = [`---\ntitle: ${title}\ndescription: ${sentence(r)}\nsidebar_position: ${i % 50}\ntags: [${pick(r, WORDS)}, ${pick(r, WORDS)}]\n---\n`, paragraph(r), ''];
  let words = 0;
  for (let h = 0; h < headings; h++) {
    out.push(`${h > 0 && r() < 0.4 ? '###' : '##'} ${pick(r, WORDS)} ${pick(r, WORDS)} ${h}`, '');
    for (let p = 0; p < 2; p++) {
      const text = paragraph(r);
      words += text.split(' ').length;
      out.push(text, '');
    }
    const target = Math.floor(r() * count);
    out.push(`See [${pick(r, WORDS)} ${target}](/docs/${pagePath(target)}) for more.`, '');
    if (h === 1) out.push('| Field | Type | Default |', '| --- | --- | --- |', ...Array.from({ length: 4 }, () => `| ${pick(r, WORDS)} | ${pick(r, ['string', 'number', 'boolean'])} | ${Math.floor(r() * 100)} |`), '');
    if (h < 3) {
      const lang = ['ts', 'python', 'bash'][h];
      out.push('```' + lang, CODE[lang](r, i).trimEnd(), '```', '');
    }
  }
  while (words < 600) {
    const text = paragraph(r);
    words += text.split(' ').length;
    out.push(text, '');
  }
  return out.join('\n');
}

/** Writes a complete site (config + docs) with `count` pages into `dir`. */
export function writeCorpus(dir, count, seed = 42) {
  rmSync(dir, { recursive: true, force: true });
  const r = random(seed);
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, 'docs', `${pagePath(i)}.md`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page(i, count, r));
  }
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, count = '1000'] = process.argv.slice(2);
  const seedIndex = process.argv.indexOf('--seed');
  writeCorpus(path.resolve(dir), Number(count), seedIndex > 0 ? Number(process.argv[seedIndex + 1]) : 42);
  console.log(`wrote ${count} pages to ${dir}`);
}
