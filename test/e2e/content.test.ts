import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { routeToFile } from '../../src/shared/url.js';
import product from '../../content/_data/product.js';
import { SPEC_ROUTES } from '../helpers/specRoutes.js';
import { numbersIn, quotedAmounts } from '../helpers/facts.js';

const buildDir = inject('buildDir');
const html = (route: string) => readFileSync(path.join(buildDir, routeToFile(route)), 'utf8');
const mainText = (page: string) =>
  (/<main[^>]*>([\s\S]*)<\/main>/.exec(page)?.[1] ?? '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Pages that list other pages rather than hold prose. */
const LISTS = new Set(['/blog/archive', '/blog/authors', '/blog/tags']);

describe('content of the built site', () => {
  it('gives every spec route a heading and real content', () => {
    for (const route of SPEC_ROUTES) {
      const page = html(route);
      expect(page, route).toMatch(/<h1[^>]*>[^<]+/);
      expect(mainText(page).split(' ').length, route).toBeGreaterThan(LISTS.has(route) || route.startsWith('/blog/tags') ? 5 : 60);
    }
  });

  it('renders no credit amount or rate limit that the facts module does not define, after expressions are evaluated', () => {
    const known = numbersIn(product);
    const unknown = SPEC_ROUTES.flatMap((route) => quotedAmounts(mainText(html(route))).filter((amount) => !known.has(amount.value)).map((amount) => `${route}: ${amount.quote}`));
    expect(unknown).toEqual([]);
  });

  it('renders no "undefined", "NaN" or "[object Object]" from a broken expression', () => {
    for (const route of SPEC_ROUTES) expect(mainText(html(route)), route).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
  });

  it('shows no literal backtick in the text of any page: inline code is rendered as <code>, also in table cells', () => {
    // Code and preformatted text may hold backticks on purpose; prose and table cells may not.
    const prose = (page: string) => mainText(page.replace(/<(pre|code)[\s\S]*?<\/\1>/g, ' '));
    const withBackticks = SPEC_ROUTES.filter((route) => prose(html(route)).includes('`'));
    expect(withBackticks).toEqual([]);
  });

  it('shows the announcement, the tagline and the copyright from the spec', () => {
    const home = html('/');
    expect(home).toContain('Join Sable now and get 200 FREE credits.');
    expect(home).toContain('The Ultimate AI Web3 Assistant powered by specialized agents for all your need in crypto.');
    expect(home).toContain('Copyright © 2025 Sable');
    expect(home).toContain('Your ultimate crypto assistant');
  });
});
