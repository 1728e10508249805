import path from 'node:path';
import type { ComponentType } from 'react';
import { bundleModule, type ModuleBundle } from '../compile/modules/bundleModule.js';
import { unwrapMdxCodeBlocks } from '../compile/mdx/unwrapMdxCodeBlocks.js';
import type { CompiledContent } from '../compile/mdx/compileMarkdown.js';
import { TRUNCATE_TAG } from '../compile/mdx/remarkTruncate.js';
import { ContentError } from '../shared/errors.js';
import { requireCommonJs } from '../shared/requireCommonJs.js';
import { DEFAULT_TIME_LIMIT_SECONDS, runWithTimeLimit, TimeLimitExceeded, timeLimitMs } from '../shared/timeLimit.js';
import type { Diagnostic, Heading, SiteConfig } from '../types.js';
import { finishHeadings } from './finishHeadings.js';
import { fillAdmonitionTitles, type AdmonitionTitle } from './fillAdmonitionTitles.js';
import { admonitionAside, isOverridden, renderAdmonitionOverride } from './renderAdmonitionOverride.js';
import { runModule, type ModuleTable } from './runModule.js';

const { createElement } = requireCommonJs('react') as typeof import('react');
const runtime = requireCommonJs('react/jsx-runtime') as typeof import('react/jsx-runtime');
const { renderToStaticMarkup } = requireCommonJs('react-dom/server') as typeof import('react-dom/server');

/** A page's content as HTML, and the part before a blog post's truncate marker. */
export interface ContentHtml {
  full: string;
  excerpt?: string;
  /** Headings found after rendering (MDX pages), when they differ from compile time. */
  headings?: Heading[];
  /** CSS the page's imports brought (see `bundleModule`), for its `<head>`. */
  css?: string;
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

/** Runs a bundled MDX page (`format: 'module'`) and renders its content, as `renderMdx` does a function body. */
export function renderMdxModule(compiled: CompiledContent, file: string, context: RenderContext, relPath: string, limitMs = timeLimitMs()): string {
  return renderWithTimeLimit(() => {
    const { default: Content } = runModule(compiled.output, file, context.scope, context.modules) as { default: ComponentType<{ components: unknown }> };
    return renderToStaticMarkup(createElement(Content, { components: context.components }));
  }, relPath, limitMs);
}

/** What compiled content runs with: the MDX scope, the components every page has, the theme's Docusaurus modules. */
export interface RenderContext {
  scope: Record<string, unknown>;
  components: Record<string, unknown>;
  modules: ModuleTable;
  /** The site's config as a React page's `config` prop (Docusaurus gives pages its config module). */
  pageConfig?: Record<string, unknown>;
  /** An admonition type's title in the locale being built (the theme's), for blocks that give none; English when not given. */
  admonitionTitle?: AdmonitionTitle;
}

/** HTML of compiled markdown (as is) or MDX (run and rendered). */
export function renderCompiled(compiled: CompiledContent, file: string, context: RenderContext, relPath: string): ContentHtml {
  // `:::` admonitions are compiled before the theme is known: a site's Admonition override renders them here.
  const Admonition = context.components.Admonition;
  const overridden = isOverridden(Admonition);
  // Default titles are filled in last: an override is given no title for them, as in Docusaurus.
  if (compiled.format === 'html') return splitExcerpt(fillAdmonitionTitles(overridden ? renderAdmonitionOverride(compiled.output, Admonition) : compiled.output, context.admonitionTitle));
  const withAside = overridden ? { ...context, components: { ...context.components, aside: admonitionAside(Admonition) } } : context;
  const rendered = compiled.format === 'module' ? renderMdxModule(compiled, file, withAside, relPath) : renderMdx(compiled.output, withAside.scope, withAside.components, relPath);
  const { html, headings } = finishHeadings(fillAdmonitionTitles(rendered, context.admonitionTitle));
  return { ...splitExcerpt(html), headings, ...(compiled.css ? { css: compiled.css } : {}) };
}

/** A React page (`.tsx`, `.jsx`, `.js`): its default-exported component, the `title`/`description` it exports, and its CSS. */
export interface ComponentPage {
  Component: ComponentType<Record<string, unknown>>;
  title?: string;
  description?: string;
  css?: string;
  /** A Docusaurus module docsite does not provide, imported by the page or its imports. */
  warnings?: Diagnostic[];
  /** The files bundled with it (see `ModuleBundle.dependencies`). */
  dependencies?: Record<string, string>;
  /** The files its CSS names (see `ModuleBundle.assets`). */
  assets?: Record<string, string>;
}

/**
 * Bundles a React page with what it imports (`bundleModule`: components, CSS modules,
 * Docusaurus modules, the site's packages) and runs it. The bundle is made at render time,
 * when the theme's modules are at hand; a page importing Markdown gets it compiled as MDX,
 * without code highlighting.
 */
export async function loadComponentPage(file: string, config: SiteConfig, modules: ModuleTable): Promise<ComponentPage> {
  const relPath = path.relative(config.root, file);
  let bundle: ModuleBundle;
  try {
    bundle = await bundleModule({ file }, { root: config.root, compileMdx: compilePlainMdx, aliases: config.moduleAliases });
  } catch (error) {
    if (error instanceof ContentError) throw error;
    throw new ContentError(`could not compile page: ${(error as Error).message}`, { source: { file: relPath }, cause: error });
  }
  let module: { default?: ComponentType<Record<string, unknown>>; title?: string; description?: string };
  try {
    module = runModule(bundle.code, file, {}, modules) as typeof module;
  } catch (error) {
    throw new ContentError(`error while loading the page: ${(error as Error).message}`, { source: { file: relPath }, cause: error });
  }
  if (typeof module.default !== 'function') throw new ContentError('a React page must export a React component as default', { source: { file: relPath } });
  return { Component: module.default, title: module.title, description: module.description, css: bundle.css || undefined, warnings: bundle.warnings, dependencies: bundle.dependencies, ...(bundle.assets && { assets: bundle.assets }) };
}

/** An MDX file a React page imports, compiled to an ES module. */
export async function compilePlainMdx(file: string, source: string): Promise<string> {
  const { compile } = await import('@mdx-js/mdx');
  return String(await compile({ path: file, value: unwrapMdxCodeBlocks(source) }, { outputFormat: 'program', development: false }));
}

/** Renders a component page to HTML, stopped at the time limit like MDX; errors name the file. */
export function renderComponentPage(page: ComponentPage, props: Record<string, unknown>, relPath: string, limitMs = timeLimitMs()): string {
  return renderWithTimeLimit(() => renderToStaticMarkup(createElement(page.Component, props)), relPath, limitMs);
}
