import GithubSlugger from 'github-slugger';
import { decodeEntities } from '../shared/html.js';
import type { Heading } from '../types.js';

const HEADING = /<h([2-6])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/g;
const textOf = (html: string) => decodeEntities(html.replace(/<a class="hash-link"[\s\S]*?<\/a>/g, '').replace(/<[^>]+>/g, '')).trim();

/**
 * For rendered MDX: gives headings whose text came from an expression (`## {product.name}`)
 * an id and anchor link now that their text is known, and lists every h2–h6 in order.
 */
export function finishHeadings(html: string): { html: string; headings: Heading[] } {
  const taken = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!));
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  const out = html.replace(HEADING, (whole, level: string, attributes: string, inner: string) => {
    const text = textOf(inner);
    const existing = /\sid="([^"]*)"/.exec(attributes)?.[1];
    if (existing) {
      headings.push({ depth: Number(level), id: existing, text });
      return whole;
    }
    let id = slugger.slug(text);
    while (taken.has(id)) id = slugger.slug(text);
    taken.add(id);
    headings.push({ depth: Number(level), id, text });
    return `<h${level} id="${id}"${attributes}>${inner}<a class="hash-link" aria-hidden="true" tabindex="-1" href="#${id}">#</a></h${level}>`;
  });
  return { html: out, headings };
}
