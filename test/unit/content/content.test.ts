import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../../src/collect/readContentFile.js';
import { posixRelative, walkFiles } from '../../../src/collect/walkFiles.js';
import product from '../../../content/_data/product.js';
import { numbersIn, quotedAmounts } from '../../helpers/facts.js';
import { repoRoot } from '../../helpers/runCli.js';

const contentDir = path.join(repoRoot, 'content');
const files = (await walkFiles(contentDir)).filter((file) => /\.mdx?$/.test(file));
const read = (file: string) => readFileSync(file, 'utf8');
const rel = (file: string) => posixRelative(repoRoot, file);
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);

/** Prose only: frontmatter, code blocks and inline code removed. */
const prose = (source: string) => source.replace(/^---[\s\S]*?\n---\n/, '').replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');

const factNumbers = numbersIn(product);

describe('content', () => {
  it('has every page with a title and a description in its frontmatter', () => {
    const missing = files
      .filter((file) => !file.includes(`${path.sep}_`))
      .filter((file) => {
        const frontmatter = parseFrontmatter(read(file), rel(file));
        return !frontmatter.title || !frontmatter.description;
      })
      .map(rel);
    expect(missing).toEqual([]);
  });

  it('quotes no credit amount or rate limit that the facts module does not define', () => {
    const unknown = files.flatMap((file) => quotedAmounts(prose(read(file))).filter((amount) => !factNumbers.has(amount.value)).map((amount) => `${rel(file)}: "${amount.quote}"`));
    expect(unknown).toEqual([]);
  });

  it('catches a made-up amount (the check itself works)', () => {
    expect(quotedAmounts('You get 200 free credits and 75 requests per minute.').map((amount) => amount.value)).toEqual([200, 75]);
    expect(factNumbers.has(75)).toBe(false);
  });

  it('writes product pages of at least 300 words', () => {
    const short = files
      .filter((file) => rel(file).startsWith('content/docs/product/'))
      .map((file) => ({ file: rel(file), words: prose(read(file)).split(/\s+/).filter(Boolean).length }))
      .filter((page) => page.words < 300);
    expect(short).toEqual([]);
  });

  it('never writes the product name literally in MDX prose (it lives in site config)', () => {
    const literal = files.filter((file) => file.endsWith('.mdx') && /\bSable\b/.test(prose(read(file)).replace(/https?:\/\/\S+/g, ''))).map(rel);
    expect(literal).toEqual([]);
  });

  it('never puts an expression inside backticks, where it would print literally', () => {
    const literal = files.filter((file) => /`\{(product|site)\./.test(read(file).replace(/^(```|~~~)[\s\S]*?^\1/gm, ''))).map(rel);
    expect(literal).toEqual([]);
  });

  // Every text a reader sees, in US spelling (en-US flags "summarises", "colour"): pages, the
  // facts module and home page, the theme's components and the API document.
  it('passes the spell checker with the project word list, on pages, facts, components and monk.json', () => {
    const output = execFileSync(bin('cspell'), ['--no-progress', '--no-summary', '-c', 'test/content/cspell.json', 'content/**/*.{md,mdx,ts,tsx}', 'theme/components/**/*.tsx', 'openapi/monk.json'], { cwd: repoRoot, encoding: 'utf8' });
    expect(output.trim()).toBe('');
  });

  it('passes markdown lint with rules that suit MDX', () => {
    execFileSync(bin('markdownlint-cli2'), ['--config', 'test/content/markdownlint.jsonc', 'content/**/*.{md,mdx}'], { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe' });
  });
});
