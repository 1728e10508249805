import type { ReactNode } from 'react';
import type { SiteView } from '../../src/render/pageProps';
import { Admonition } from '../components/Admonition';
import { TabItem, Tabs } from '../components/Tabs';

/** `@theme/CodeBlock`: a block of code as it is (a component's code is not highlighted at build time). */
export function CodeBlock({ children, language, title, className }: { children?: ReactNode; language?: string; title?: string; className?: string }) {
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1];
  return (
    <div className="code-block">
      {title && <div className="code-block-title">{title}</div>}
      <pre>
        <code className={lang ? `language-${lang}` : undefined}>{children}</code>
      </pre>
    </div>
  );
}

/** `@theme/Details`: a `<details>` whose `summary` prop (or a `<summary>` child) is its title. */
export function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <details className={rest.className ?? 'details'}>
      {typeof summary === 'string' ? <summary>{summary}</summary> : summary}
      {children}
    </details>
  );
}

/** `@docusaurus/Link`: a plain link; `to` is a route path, as docsite writes every link. */
export function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [attribute: string]: unknown }) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}

/** Components that stand for their children: the page is already in docsite's layout (`@theme/Layout`). */
const ChildrenOnly = ({ children }: { children?: ReactNode }) => <>{children}</>;

/** `@docusaurus/BrowserOnly`: what Docusaurus renders at build time, the fallback (its children run only in the browser). */
const BrowserOnly = ({ fallback }: { fallback?: ReactNode }) => <>{fallback ?? null}</>;

/** An ES module's exports as a bundled page's `require` reads them. */
const esModule = (exports: Record<string, unknown>) => ({ __esModule: true, ...exports });

/**
 * The `@theme/*` and `@docusaurus/*` modules a page may import (`DOCUSAURUS_MODULES` lists
 * them; a test holds the two to the same ids), bound to the site: `useBaseUrl` returns the
 * path as is, since docsite writes links as route paths; `useDocusaurusContext` gives the
 * site's title, tagline and URLs. `@docusaurus/Head` renders nothing: its tags do not reach
 * the page's head.
 */
export function createDocusaurusModules(site: SiteView): Record<string, unknown> {
  const context = {
    siteConfig: { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl, favicon: site.favicon, customFields: {}, themeConfig: {} },
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
  };
  return {
    '@theme/Tabs': esModule({ default: Tabs }),
    '@theme/TabItem': esModule({ default: TabItem }),
    '@theme/Admonition': esModule({ default: Admonition }),
    '@theme/CodeBlock': esModule({ default: CodeBlock }),
    '@theme/Details': esModule({ default: Details }),
    '@theme/Layout': esModule({ default: ChildrenOnly }),
    '@docusaurus/Link': esModule({ default: Link }),
    '@docusaurus/useBaseUrl': esModule({ default: (url: string) => url, useBaseUrlUtils: () => ({ withBaseUrl: (url: string) => url }) }),
    '@docusaurus/useDocusaurusContext': esModule({ default: () => context }),
    '@docusaurus/BrowserOnly': esModule({ default: BrowserOnly }),
    '@docusaurus/Head': esModule({ default: () => null }),
  };
}
