import type { RenderedPage } from '../render/renderSite.js';

/** One searchable section: a page's intro or the text under one h2/h3. */
export interface SearchDoc {
  /** Position in the documents file; the lunr ref. */
  id: number;
  /** Route with anchor. */
  url: string;
  pageTitle: string;
  sectionTitle: string;
  /** doc, api, blog or page. */
  type: string;
  /** Short text preview. */
  preview: string;
  /** Full section text, indexed but not stored in the documents file. */
  body: string;
}

const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const toText = (html: string) => decode(html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();

const SEARCHABLE: Record<string, string> = { doc: 'doc', api: 'api', blog: 'blog', page: 'page' };

/** Splits every searchable page at its h2/h3 headings (blog lists and the not-found page are left out). */
export function buildSearchDocs(pages: RenderedPage[]): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const page of pages) {
    const type = page.route.kind === 'generated' ? (page.route.generator === 'category' ? 'doc' : undefined) : SEARCHABLE[page.route.kind];
    if (!type) continue;
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(page.html)?.[1] ?? page.contentHtml;
    const parts = main.split(/(?=<h[23][^>]*\sid=")/);
    for (const part of parts) {
      const heading = /^<h[23][^>]*\sid="([^"]*)"[^>]*>([\s\S]*?)<\/h[23]>/.exec(part);
      const sectionTitle = heading ? toText(heading[2]!).replace(/\s*#$/, '') : page.title;
      const body = toText(heading ? part.slice(heading[0].length) : part);
      if (!heading && !body) continue;
      docs.push({
        id: docs.length,
        url: heading ? `${page.route.path}#${heading[1]}` : page.route.path,
        pageTitle: page.title,
        sectionTitle,
        type,
        preview: body.slice(0, 180),
        body,
      });
    }
  }
  return docs;
}
