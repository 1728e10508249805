import path from 'node:path';
import type { ComponentType } from 'react';
import { cacheDirOf } from '../config/loadConfig.js';
import type { CompiledContent } from '../compile/mdx/compileMarkdown.js';
import { TRUNCATE_TAG } from '../compile/mdx/remarkTruncate.js';
import { ContentError } from '../shared/errors.js';
import { loadModule } from '../shared/loadModule.js';
import { requireCommonJs } from '../shared/requireCommonJs.js';
import { DEFAULT_TIME_LIMIT_SECONDS, runWithTimeLimit, TimeLimitExceeded, timeLimitMs } from '../shared/timeLimit.js';
import type { Heading, SiteConfig } from '../types.js';
import { finishHeadings } from './finishHeadings.js';

const { createElement } = requireCommonJs('react') as typeof import('react');
const runtime = requireCommonJs('react/jsx-runtime') as typeof import('react/jsx-runtime');
const { renderToStaticMarkup } = requireCommonJs('react-dom/server') as typeof import('react-dom/server');

/** A page's content as HTML, and the part before a blog post's truncate marker. */
export interface ContentHtml {
  full: string;
  excerpt?: string;
  /** Headings found after rendering (MDX pages), when they differ from compile time. */
  headings?: Heading[];
}

const MARKER = new RegExp(`<${TRUNCATE_TAG}>\\s*</${TRUNCATE_TAG}>`);

/** Splits HTML at the truncate marker: the excerpt before it, the full text without it. */
export function splitExcerpt(html: string): ContentHtml {
  const match = MARKER.exec(html);
  if (!match) return { full: html };
  return { full: html.replace(MARKER, ''), excerpt: html.slice(0, match.index) };
}

// Content is never hydrated, so it renders as static markup (no React text separators).

/**
 * Runs compiled MDX (a function body) with the React runtime and the MDX scope as named
 * variables, so pages can write `{product.credits.signupBonus}` without imports.
 */
export function renderMdx(code: string, scope: Record<string, unknown>, components: Record<string, unknown>, relPath: string, limitMs = timeLimitMs()): string {
  const names = Object.keys(scope);
  return renderWithTimeLimit(() => {
    const run = new Function('runtime', ...names, code) as (...args: unknown[]) => { default: ComponentType<{ components: unknown }> };
    const { default: Content } = run(runtime, ...names.map((name) => scope[name]));
    return renderToStaticMarkup(createElement(Content, { components }));
  }, relPath, limitMs);
}

/**
 * Runs a page's own code (an MDX page's exports and expressions, a `.tsx` page's component)
 * on the build's thread: a loop that never ends is stopped at the time limit instead of
 * hanging the build, and every error names the page.
 */
function renderWithTimeLimit(render: () => string, relPath: string, limitMs: number): string {
  try {
    return runWithTimeLimit(render, limitMs);
  } catch (error) {
    if (error instanceof TimeLimitExceeded) {
      throw new ContentError(`running the page took longer than the time limit and was ${error.message}`, {
        source: { file: relPath },
        hint: `look for a loop that never ends in its exports or expressions; DOCSITE_TIME_LIMIT=<seconds> sets the limit (${DEFAULT_TIME_LIMIT_SECONDS} by default)`,
      });
    }
    throw new ContentError(`error while rendering: ${(error as Error).message}`, { source: { file: relPath }, cause: error });
  }
}

/** HTML of compiled markdown (as is) or MDX (run and rendered). */
export function renderCompiled(compiled: CompiledContent, scope: Record<string, unknown>, components: Record<string, unknown>, relPath: string): ContentHtml {
  if (compiled.format === 'html') return splitExcerpt(compiled.output);
  const { html, headings } = finishHeadings(renderMdx(compiled.output, scope, components, relPath));
  return { ...splitExcerpt(html), headings };
}

/** A `.tsx` page: its default-exported component and the `title`/`description` it exports. */
export interface ComponentPage {
  Component: ComponentType<Record<string, unknown>>;
  title?: string;
  description?: string;
}

export async function loadComponentPage(file: string, config: SiteConfig): Promise<ComponentPage> {
  const relPath = path.relative(config.root, file);
  let module: { default?: ComponentType<Record<string, unknown>>; title?: string; description?: string };
  try {
    module = await loadModule(file, { cacheDir: path.join(cacheDirOf(config.root), 'modules') });
  } catch (error) {
    const location = (error as { location?: { line: number; column: number } }).location;
    throw new ContentError(`could not compile page: ${(error as Error).message}`, { source: { file: relPath, line: location?.line, column: location?.column }, cause: error });
  }
  if (typeof module.default !== 'function') throw new ContentError('a .tsx page must export a React component as default', { source: { file: relPath } });
  return { Component: module.default, title: module.title, description: module.description };
}

/** Renders a component page to HTML, stopped at the time limit like MDX; errors name the file. */
export function renderComponentPage(page: ComponentPage, props: Record<string, unknown>, relPath: string, limitMs = timeLimitMs()): string {
  return renderWithTimeLimit(() => renderToStaticMarkup(createElement(page.Component, props)), relPath, limitMs);
}
