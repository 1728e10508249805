import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { posixRelative, walkFiles } from '../../../src/collect/walkFiles.js';
import type { SiteView } from '../../../src/render/pageProps.js';
import product from '../../../content/_data/product.js';
import Home from '../../../content/pages/index.js';
import { repoRoot } from '../../helpers/runCli.js';

/**
 * Issue 23: the pages agree with each other and with the facts module. Each check reads every
 * text a reader sees: the docs and blog, the home page and the API document (monk.json).
 */
const contentDir = path.join(repoRoot, 'content');
const pages = (await walkFiles(contentDir)).filter((file) => /\.mdx?$/.test(file));
const read = (file: string) => readFileSync(file, 'utf8');
const rel = (file: string) => posixRelative(repoRoot, file);
/** Prose only: frontmatter, code blocks and inline code removed. */
const prose = (source: string) => source.replace(/^---[\s\S]*?\n---\n/, '').replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/<!-- -->/g, '').replace(/\s+/g, ' ');

/** Every string in the API document, with its JSON path. */
function stringsOf(value: unknown, at = ''): Array<{ at: string; text: string }> {
  if (typeof value === 'string') return [{ at, text: value }];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, entry]) => stringsOf(entry, `${at}/${key}`));
  return [];
}
const monkStrings = stringsOf(JSON.parse(readFileSync(path.join(repoRoot, 'openapi/monk.json'), 'utf8')));

const site = { productName: product.name, tagline: product.tagline } as SiteView;
const homeText = stripTags(renderToString(createElement(Home, { site })));

describe('what the sign-up bonus buys', () => {
  const bonus = product.credits.signupBonus;
  const [swift, pro] = product.aiVersions;
  const ferepro = product.agents.find((agent) => agent.key === 'ferepro')!;

  it('is worked out in the facts module: a chat answer pays the message and the agent, an API answer only the agent', () => {
    expect(product.credits.signupBonusBuys).toEqual({
      swiftChatMessages: Math.floor(bonus / swift!.creditsPerMessage),
      fereproChatAnswersOnSwift: Math.floor(bonus / (swift!.creditsPerMessage + ferepro.creditsPerCall)),
      fereproChatAnswersOnPro: Math.floor(bonus / (pro!.creditsPerMessage + ferepro.creditsPerCall)),
      fereproApiAnswers: Math.floor(bonus / ferepro.creditsPerCall),
    });
  });

  it('is never worked out on a page: pages quote product.credits.signupBonusBuys', () => {
    const computed = pages.filter((file) => /signupBonus\s*\//.test(read(file))).map(rel);
    expect(computed).toEqual([]);
  });

  it('is quoted on the home page with the path each number is for (no chat answer at the API price)', () => {
    const buys = product.credits.signupBonusBuys;
    expect(homeText).toContain(`${buys.fereproChatAnswersOnPro} researched answers from ${ferepro.name} on ${pro!.name}`);
    expect(homeText).toMatch(new RegExp(`developer API[^.]*\\b${buys.fereproApiAnswers} ${ferepro.name} answers`));
    expect(homeText).not.toMatch(new RegExp(`\\b${buys.fereproApiAnswers} researched answers`));
  });
});

describe('UI paths', () => {
  const paths = new Set(Object.values(product.ui));
  const arrowPaths = (text: string) => [...text.matchAll(/\*\*([^*\n]*→[^*\n]*)\*\*/g)].map((match) => match[1]!);

  it('are written on pages only as {product.ui.…}, never as literal text', () => {
    const literal = pages.filter((file) => prose(read(file)).includes('→')).map(rel);
    expect(literal).toEqual([]);
  });

  it('in monk.json are paths the facts module defines (the 21 operation pages show its text)', () => {
    const unknown = monkStrings.flatMap(({ at, text }) => arrowPaths(text).filter((found) => !paths.has(found)).map((found) => `${at}: ${found}`));
    expect(unknown).toEqual([]);
    expect(monkStrings.some(({ text }) => text.includes(`**${product.ui.apiKeys}**`))).toBe(true);
  });

  it('all start at the Dashboard, with account matters under its Settings', () => {
    for (const value of paths) expect(value).toMatch(/^Dashboard( → [A-Z][\w ]+)*$/);
    expect(product.ui.plan.startsWith(product.ui.settings)).toBe(true);
    expect(product.ui.referrals.startsWith(product.ui.settings)).toBe(true);
  });
});

describe('trading terms', () => {
  const texts = [
    ...pages.map((file) => ({ at: rel(file), text: prose(read(file)) })),
    ...monkStrings.map(({ at, text }) => ({ at: `openapi/monk.json${at}`, text })),
    { at: 'home page', text: homeText },
  ];

  it('call the mode without funds "dry run" (`dry_run` in the API), never simulation mode or paper trading', () => {
    const other = texts.filter(({ text }) => /\bsimulation\b|\bpaper\b|paper-trad/i.test(text)).map(({ at }) => at);
    expect(other).toEqual([]);
    expect(product.trading.modes.dryRun).toBe('Dry run');
  });

  it('use "session" only for the UTC day the investment cap applies to, never for something you start or stop', () => {
    expect(product.trading.session).toContain('UTC calendar day');
    const startStop = texts.filter(({ text }) => /\b(start|end|ends|stop|resume|continue)\b[^.\n]{0,25}\bsession\b|\bsession ended\b/i.test(text)).map(({ at }) => at);
    expect(startStop).toEqual([]);
  });

  // Blog posts may quote the definition (from the same fact); among the docs, one page owns it.
  it('define the session once in the docs, on the trading agent page, from the facts module', () => {
    const definitions = pages.filter((file) => rel(file).startsWith('content/docs/') && read(file).includes('{product.trading.session}')).map(rel);
    expect(definitions).toEqual(['content/docs/product/trading_agent.mdx']);
  });
});

describe('the blog', () => {
  it('does not say reader questions are collected from the search box (search never leaves the browser)', () => {
    const claims = pages.filter((file) => /collect[^.]*search box|search box[^.]*collect/i.test(prose(read(file)))).map(rel);
    expect(claims).toEqual([]);
  });
});

describe('error examples', () => {
  it('show the one 429 message monk.json documents', () => {
    const documented = monkStrings.filter(({ at }) => at.includes('/RateLimited/') && at.endsWith('/message')).map(({ text }) => text);
    expect(new Set(documented).size).toBe(1);
    const quoted = pages.flatMap((file) => [...read(file).matchAll(/"code": "rate_limited",\s*"message": "([^"]*)"/g)].map((match) => `${rel(file)}: ${match[1]}`));
    expect(quoted.length).toBeGreaterThan(0);
    for (const entry of quoted) expect(entry.slice(entry.indexOf(': ') + 2), entry).toBe(documented[0]);
  });
});
