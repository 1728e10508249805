import { HEAD_ELEMENT_LIMIT } from '../mdx/remarkHeadElements.js';

/**
 * The `@theme/*` and `@docusaurus/*` modules docsite's theme provides to a page's imports
 * (`theme/docusaurus/modules.tsx` implements each). Any other module of these two scopes gets
 * a stand-in that renders its children, with a warning.
 */
export const DOCUSAURUS_MODULES = [
  '@theme/Tabs',
  '@theme/TabItem',
  '@theme/Admonition',
  '@theme/Mermaid',
  '@theme/CodeBlock',
  '@theme/Details',
  '@theme/Layout',
  '@docusaurus/Link',
  '@docusaurus/useBaseUrl',
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/useGlobalData',
  '@docusaurus/BrowserOnly',
  '@docusaurus/Head',
  '@theme/ThemedImage',
  '@theme/Heading',
  '@docusaurus/Translate',
  '@docusaurus/useIsBrowser',
  '@docusaurus/useBrokenLinks',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/plugin-content-docs/client',
  '@docusaurus/theme-common',
  '@docusaurus/router',
  '@theme/MDXComponents',
  '@theme/MDXComponents/A',
  '@theme/TOCInline',
  // The icons real sites' components import (Babel's and typescript-eslint's copy buttons, Kysely's colour mode switch).
  '@theme/Icon/Copy',
  '@theme/Icon/Success',
  '@theme/Icon/ExternalLink',
  '@theme/Icon/LightMode',
  '@theme/Icon/DarkMode',
] as const;

const provided = new Set<string>(DOCUSAURUS_MODULES);

/** What a provided module does not do as in Docusaurus, warned where a page imports it. */
export const MODULE_LIMITS: Readonly<Record<string, string>> = {
  '@docusaurus/Head': HEAD_ELEMENT_LIMIT,
};

/** Whether `id` names a module of Docusaurus's own (`@theme/…`, `@theme-original/…`, `@theme-init/…`, `@docusaurus/…`). */
export const isDocusaurusModule = (id: string) => /^@(theme|theme-original|theme-init|docusaurus)\//.test(id);

/** Whether docsite's theme provides `id` (else it gets a stand-in). */
export const isProvidedModule = (id: string) => provided.has(id);

/** Packages a page shares with docsite's renderer instead of bundling its own copy (`docsite` itself is given by `runModule` too). */
export const isSharedPackage = (id: string) => /^react(-dom)?(\/|$)/.test(id);
