import type { CompiledContent } from '../compile/mdx/compileMarkdown.js';
import type { LinkFacts } from '../links/checkLinks.js';
import type { PageFacts } from '../render/pageFacts.js';
import type { Route } from '../types.js';

/**
 * A stage that consumes rendered pages (write, search, link facts, Markdown twins, feeds and
 * llms), as the facts read of each where it rendered (`PageFacts`). Pages arrive in any order,
 * once each; a sink keeps only the few small facts the end of the build needs of a page, never
 * its HTML.
 */
export interface PageSink {
  take(page: PageFacts): void | Promise<void>;
  /**
   * A page an incremental build keeps from the previous output instead of rendering it (see
   * `write/incremental.ts`): the sink takes the facts it would have read of its HTML from the
   * page's record. Sinks without it have nothing to do for such a page.
   */
  keep?(page: KeptPage): void | Promise<void>;
}

/**
 * What the sinks read of a rendered page, saved when it rendered so a later build that keeps
 * the page needs neither its HTML nor a render: a few small facts, and what search reads.
 */
export interface PageRecord {
  /** Its links and ids (`linkFactsOf`), and its images when it has content of its own. */
  links: LinkFacts;
  images?: string[];
  /** Its inline scripts' SHA-256 sources (`_headers` allows every page's). */
  scripts: string[];
  title: string;
  description: string;
  /** True when search indexes it: what search made of it is saved beside the record (`storedSearchPages.ts`). */
  searched?: boolean;
  /** A blog post's HTML, which the feeds carry (see `FeedsAndLlmsSink`). */
  contentHtml?: string;
  /**
   * What its content file compiled to, without the output (its links, headings, warnings, a
   * module's imported files and their hashes): a kept page's file is neither compiled nor read
   * from the compile cache, and the link check, the Markdown twins' index and `_headers` read this.
   */
  compiled?: CompiledContent;
  /**
   * A React page's module: the files it imported with their hashes (a kept page renders again
   * when one changed) and the files its CSS names (written again when it is kept).
   */
  module?: PageModule;
}

/** What a React page's module read, as a module page's compiled content records it: see `PageRecord.module`. */
export type PageModule = Pick<CompiledContent, 'dependencies' | 'assets'>;

/** A page kept byte for byte from the previous output. */
export interface KeptPage {
  route: Route;
  record: PageRecord;
  /** Its output files (the page, its Markdown twin), relative to the output folder. */
  files: string[];
  /** The previous output folder, which holds those files unchanged. */
  previousDir: string;
  /** Where what search made of it is saved, when search indexes it. */
  searchFile?: string;
}

/** Whether a page's frontmatter says `unlisted: true`: built, but not in search, the sitemap or llms.txt. */
export const isUnlisted = (route: Route) => 'content' in route && route.content?.frontmatter.unlisted === true;
