import { createHash } from 'node:crypto';
import { detached } from '../shared/detached.js';
import { SCHEMA_TREE_START, schemaTreeEnd } from '../shared/schemaTreeHtml.js';
import { attribute, isSpaceCode, scanHtml, VOID_TAGS, type HtmlHandler } from './scanHtml.js';

/** The text of one part of a page: its intro, or everything under one h2/h3 up to the next. */
export interface ExtractedSection {
  /** Heading id; empty for the intro. */
  anchor: string;
  /** Heading text; empty for the intro. */
  title: string;
  /** Running text, for the preview and the index. */
  prose: string;
  /** Text of code blocks, kept apart from the prose: neither indexed nor previewed (API facts are indexed from the spec). */
  code: string;
  /** Whether the prose has words of its own, outside links: a list of links alone ("Related pages") is not a result. */
  hasOwnProse: boolean;
  /** Elements with an id inside the section (parameter rows, schema properties) and their text. */
  spots: Array<{ id: string; text: string }>;
}

/** Never content: page chrome, controls (tab lists too), hidden text, scripts, the h1 (indexed as the page title). */
const IGNORED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math', 'iframe', 'button', 'nav', 'aside', 'form', 'select', 'textarea', 'h1']);
/** Theme chrome inside the content column, for themes that do not mark it `data-search-ignore`. */
const IGNORED_CLASS = /(?:^|\s)(?:toc|toc-mobile|hash-link|breadcrumbs|paginator|version-badge|post-meta|tag-list|tab-panel-label)(?:\s|$)/;

function isIgnored(tag: string, attrs: string): boolean {
  if (IGNORED_TAGS.has(tag)) return true;
  if (!attrs) return false;
  if (attribute(attrs, 'data-search-ignore') !== undefined || attribute(attrs, 'hidden') !== undefined || attribute(attrs, 'data-island') !== undefined) return true;
  if (attribute(attrs, 'aria-hidden') === 'true' || attribute(attrs, 'role') === 'tablist') return true;
  return IGNORED_CLASS.test(attribute(attrs, 'class') ?? '');
}

/** Where the content starts: the `<article>` inside `<main>`, else `<main>`, else the whole document. */
function contentStart(html: string): number {
  const main = tagStart(html, 'main', 0);
  const from = main === -1 ? 0 : main;
  const article = tagStart(html, 'article', from);
  return article === -1 ? from : article;
}

/** Index of the first `<tag` opening tag from `from` (indexOf: pages carry large sidebars before `<main>`). */
function tagStart(html: string, tag: string, from: number): number {
  for (let at = html.indexOf(`<${tag}`, from); at !== -1; at = html.indexOf(`<${tag}`, at + 1)) {
    const next = html[at + tag.length + 1];
    if (next === '>' || next === ' ' || next === '\n' || next === '\t') return at;
  }
  return -1;
}

interface Frame {
  tag: string;
  ignored: boolean;
  heading: boolean;
  /** An element with an id: its text is everything the section takes in from its start (an index into `all`). */
  spot?: { id: string; section: number; start: number };
}

interface Buffer {
  anchor: string;
  title: string[];
  prose: string[];
  code: string[];
  /** Everything in order while a spot is open, for the text of spots. */
  all: string[];
  hasOwnProse: boolean;
  spots: ExtractedSection['spots'];
}

/** After these no space is kept (`(x`), and before these none (`x)`, `x.`). */
const OPENERS = new Set([40, 91]);
const CLOSERS = new Set([46, 44, 59, 58, 33, 63, 41, 93]);

/**
 * One space between words, none before punctuation that tag boundaries pushed apart and none
 * after an opening bracket, no space at either end. One pass over the text: every page's
 * text goes through it.
 */
export function squash(text: string): string {
  let out = '';
  let runStart = -1;
  let spaceBefore = false;
  let previous = 0;
  for (let at = 0; at <= text.length; at++) {
    const code = at < text.length ? text.charCodeAt(at) : 32;
    if (isSpaceCode(code)) {
      if (runStart >= 0) {
        out += text.slice(runStart, at);
        previous = text.charCodeAt(at - 1);
        runStart = -1;
      }
      spaceBefore = true;
    } else if (runStart < 0) {
      if (spaceBefore && out && !CLOSERS.has(code) && !OPENERS.has(previous)) out += ' ';
      spaceBefore = false;
      runStart = at;
    }
  }
  return out;
}

/**
 * Walks the tokens of the content column, keeping a stack of open elements. Element
 * boundaries separate words (React renders `<code>take_profit</code><span>number</span>`
 * side by side), except inside `<pre>` and `<code>`, whose spans are pieces of one token.
 */
class SectionSplitter implements HtmlHandler {
  readonly sections: Buffer[] = [];
  private readonly stack: Frame[] = [];
  /** Spots open in the current section: only then is text kept in `all`. */
  private openSpots = 0;
  private ignoredDepth = 0;
  private preDepth = 0;
  private glueDepth = 0;
  private headingDepth = 0;
  private linkDepth = 0;

  /** `recordAll`: keep all the text in `all`, spots open or not (reading a schema tree once for every page it is on). */
  constructor(recordAll = false) {
    this.startSection('');
    if (recordAll) this.openSpots = 1;
  }

  /** Whether text here is prose of the current section, read as it comes: not ignored, not code, a heading or a link. */
  get plain(): boolean {
    return this.ignoredDepth === 0 && this.preDepth === 0 && this.glueDepth === 0 && this.headingDepth === 0 && this.linkDepth === 0;
  }

  /** What scanning a tree's HTML here would have added (see `TreeRead`). */
  take(read: TreeRead): void {
    const section = this.current;
    section.prose.push(read.prose);
    section.code.push(read.code);
    if (read.hasOwnProse) section.hasOwnProse = true;
    if (this.openSpots > 0) section.all.push(read.all);
    section.spots.push(...read.spots);
  }

  private get current(): Buffer {
    return this.sections[this.sections.length - 1]!;
  }

  private startSection(anchor: string) {
    this.sections.push({ anchor, title: [], prose: [], code: [], all: [], spots: [], hasOwnProse: false });
    this.openSpots = 0;
  }

  text(text: string) {
    if (this.ignoredDepth > 0) return;
    const section = this.current;
    if (this.headingDepth > 0) section.title.push(text);
    else (this.preDepth > 0 ? section.code : section.prose).push(text);
    if (this.headingDepth === 0 && this.preDepth === 0 && this.linkDepth === 0 && !section.hasOwnProse && /\S/.test(text)) section.hasOwnProse = true;
    if (this.openSpots > 0) section.all.push(text);
  }

  private boundary() {
    if (this.glueDepth === 0) this.text(' ');
  }

  open(tag: string, attrs: string, selfClosing: boolean) {
    if (VOID_TAGS.has(tag) || selfClosing) {
      if (tag === 'br' || this.glueDepth === 0) this.text(' ');
      return;
    }
    this.boundary();
    const ignored = this.ignoredDepth > 0 || isIgnored(tag, attrs);
    const id = ignored ? undefined : attribute(attrs, 'id');
    const heading = Boolean(id) && (tag === 'h2' || tag === 'h3') && this.headingDepth === 0;
    if (heading) this.startSection(id!);
    const spot = id && !heading && !/^h[1-6]$/.test(tag) && !/^tab/.test(attribute(attrs, 'role') ?? '') ? { id, section: this.sections.length - 1, start: this.current.all.length } : undefined;
    if (spot) this.openSpots++;
    this.stack.push({ tag, ignored, heading, spot });
    if (ignored) this.ignoredDepth++;
    if (heading) this.headingDepth++;
    if (tag === 'pre') this.preDepth++;
    if (tag === 'pre' || tag === 'code') this.glueDepth++;
    if (tag === 'a') this.linkDepth++;
  }

  /** Returns false when the content column itself closed. */
  close(tag: string): boolean {
    let at = this.stack.length - 1;
    while (at >= 0 && this.stack[at]!.tag !== tag) at--;
    if (at === -1) return true;
    if (at === 0 && (tag === 'main' || tag === 'article')) return false;
    while (this.stack.length > at) this.pop(this.stack.pop()!);
    this.boundary();
    return true;
  }

  private pop(frame: Frame) {
    if (frame.ignored) this.ignoredDepth--;
    if (frame.heading) this.headingDepth--;
    if (frame.tag === 'pre') this.preDepth--;
    if (frame.tag === 'pre' || frame.tag === 'code') this.glueDepth--;
    if (frame.tag === 'a') this.linkDepth--;
    if (frame.spot && frame.spot.section === this.sections.length - 1) {
      this.openSpots--;
      this.current.spots.push({ id: frame.spot.id, text: squash(this.current.all.slice(frame.spot.start).join('')) });
    }
  }
}

/**
 * What a schema tree's HTML adds to the section it stands in: its prose and code, in full and
 * in order (for spots open around it), and its own spots. Trees repeat across the pages of an
 * API reference (a shared response, a resource under each of its operations), most of each
 * page's HTML: each distinct one is scanned once a build. Null: a tree that holds a heading,
 * read in place.
 */
export interface TreeRead {
  prose: string;
  code: string;
  all: string;
  hasOwnProse: boolean;
  spots: ExtractedSection['spots'];
}

/** Schema trees read so far, by the hash of their HTML; one a build (see `SearchDocsBuilder`). */
export type TreeReads = Map<string, TreeRead | null>;

function readTree(html: string, start: number, end: number): TreeRead | null {
  const splitter = new SectionSplitter(true);
  scanHtml(html, start, splitter, end);
  if (splitter.sections.length !== 1) return null;
  const [section] = splitter.sections;
  const spots = section!.spots.map((spot) => ({ id: detached(spot.id), text: detached(spot.text) }));
  return { prose: detached(section!.prose.join('')), code: detached(section!.code.join('')), all: detached(section!.all.join('')), hasOwnProse: section!.hasOwnProse, spots };
}

/** Scans the content column, taking each schema tree from `trees` when the text around it is plain prose (else reading it in place). */
function scanContent(html: string, splitter: SectionSplitter, trees: TreeReads | undefined): void {
  let from = contentStart(html);
  for (let start = trees ? html.indexOf(SCHEMA_TREE_START, from) : -1; start !== -1; start = html.indexOf(SCHEMA_TREE_START, from)) {
    const end = schemaTreeEnd(html, start);
    if (end <= 0) break;
    if (!scanHtml(html, from, splitter, start)) return;
    const key = splitter.plain ? createHash('sha1').update(html.slice(start, end)).digest('base64') : undefined;
    let read = key === undefined ? null : trees!.get(key);
    if (read === undefined) trees!.set(key!, (read = readTree(html, start, end)));
    if (read) splitter.take(read);
    else if (!scanHtml(html, start, splitter, end)) return;
    from = end;
  }
  scanHtml(html, from, splitter);
}

/**
 * Splits a rendered page at its h2/h3 headings that carry an id (the anchors the table of
 * contents links to). Reads only the content column and skips chrome, so a breadcrumb or a
 * "Next page" label never matches a search. `trees`: schema trees read on earlier pages.
 */
export function extractSections(html: string, trees?: TreeReads): ExtractedSection[] {
  const splitter = new SectionSplitter();
  scanContent(html, splitter, trees);
  return splitter.sections.map((section) => ({
    anchor: section.anchor,
    title: squash(section.title.join('')),
    prose: squash(section.prose.join('')),
    code: squash(section.code.join('')),
    hasOwnProse: section.hasOwnProse,
    spots: section.spots,
  }));
}
