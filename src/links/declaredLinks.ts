import { decodeEntities } from '../shared/html.js';
import { linkFactsOf, type LinkFacts } from './checkLinks.js';

/**
 * What a page's content declared to Docusaurus's link checker while it rendered
 * (`theme/docusaurus/modules.tsx`): Docusaurus checks only the links its `<Link>` renders and
 * knows a page's anchors from its headings and `useBrokenLinks().collectAnchor`, so a React page
 * may name ids it makes only in the browser (Babel's setup page) and link with a plain `<a>` to
 * what another deployment serves (Babel's older versions).
 */
export interface DeclaredLinks {
  /** Anchors the page has, though its HTML may lack them. */
  anchors: string[];
  /** The links `<Link>` rendered and `collectLink` named, as written in the HTML (with the base). */
  links: string[];
  /** The content's other `<a href>`s, left unchecked as Docusaurus leaves them (a Docusaurus site's React page), raw as in the HTML. */
  unchecked?: string[];
}

/** The `<a href>`s of a content's HTML that no `<Link>` rendered: a Docusaurus React page's plain links. */
export function undeclaredHrefs(contentHtml: string, declared: readonly string[]): string[] {
  const links = new Set(declared);
  return linkFactsOf(contentHtml).hrefs.filter((href) => !links.has(decodeEntities(href)));
}

/** A page's link facts with what its content declared: its anchors added, its unchecked links taken out. */
export function withDeclaredLinks(facts: LinkFacts, declared: DeclaredLinks | undefined): LinkFacts {
  if (!declared) return facts;
  const unchecked = new Set(declared.unchecked);
  return {
    hrefs: unchecked.size > 0 ? facts.hrefs.filter((href) => !unchecked.has(href)) : facts.hrefs,
    ids: declared.anchors.length > 0 ? [...facts.ids, ...declared.anchors] : facts.ids,
  };
}
