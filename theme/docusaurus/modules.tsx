import type { ReactNode } from 'react';
import type { SiteView } from '../../src/render/pageProps';
import { Admonition } from '../components/Admonition';
import { Mermaid } from '../components/Mermaid';
import { TabItem, Tabs } from '../components/Tabs';
import { rootRelativeWithBase, withBase, type WithBaseOptions } from '../../src/shared/baseUrl';
import { siteBase } from '../components/siteBase';
import { createTOCInline } from './TOCInline';
import { globalDataExports, type GlobalData } from './globalData';
import { IconCopy, IconDarkMode, IconExternalLink, IconLightMode, IconSuccess } from './icons';

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

/**
 * What a page's content declared to Docusaurus's link checker while it rendered: the links
 * `<Link>` rendered (Docusaurus checks those, not a React page's plain `<a>`) and the anchors
 * given to `useBrokenLinks().collectAnchor` (ids a page makes only in the browser).
 */
let collected = { links: new Set<string>(), anchors: [] as string[] };

/** What the content declared to the link checker since the last call (see `collected`). */
export function takeCollectedLinks(): { links: string[]; anchors: string[] } {
  const taken = collected;
  collected = { links: new Set(), anchors: [] };
  return { links: [...taken.links], anchors: taken.anchors };
}

/** `@docusaurus/useBrokenLinks`: Docusaurus's link checker learns a page's links and anchors from it, and so does docsite's. */
const useBrokenLinks = () => ({
  collectLink: (link: unknown) => typeof link === 'string' && collected.links.add(link),
  collectAnchor: (anchor: unknown) => typeof anchor === 'string' && collected.anchors.push(anchor),
});

/**
 * `@docusaurus/Link`: a plain link; `to` is a route path, given the site's base as Docusaurus
 * does (`autoAddBaseUrl`: not twice when written with it). A relative `to` stays relative.
 * As in Docusaurus, the link is one the link check reads unless it opens another tab, and an
 * `id` is an anchor of the page.
 */
export function Link({ to, href, children, ...rest }: { to?: string; href?: string; children?: ReactNode; [attribute: string]: unknown }) {
  const target = to ?? href;
  const written = target === undefined ? undefined : rootRelativeWithBase(siteBase(), target);
  if (written !== undefined && (rest.target === undefined || rest.target === '_self')) collected.links.add(written);
  if (typeof rest.id === 'string') collected.anchors.push(rest.id);
  return (
    <a href={written} {...rest}>
      {children}
    </a>
  );
}

/**
 * `@theme/ThemedImage`: both images, each shown in its colour mode by the theme's
 * `logo-light`/`logo-dark` classes; lazy, so React does not preload both.
 */
export function ThemedImage({ sources, alt, className, ...rest }: { sources: { light: string; dark: string }; alt?: string; className?: string; [attribute: string]: unknown }) {
  const classOf = (mode: string) => (className ? `${className} logo-${mode}` : `logo-${mode}`);
  return (
    <>
      <img loading="lazy" {...rest} className={classOf('light')} src={sources.light} alt={alt} />
      <img loading="lazy" {...rest} className={classOf('dark')} src={sources.dark} alt={alt} />
    </>
  );
}

/** `@theme/Heading`: the heading element `as` names. */
export function Heading({ as: Tag = 'h2', ...rest }: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; children?: ReactNode; id?: string }) {
  return <Tag {...rest} />;
}

/** `@docusaurus/Translate` and `translate()`: the site has one locale, so the text as written (with its `{values}` put in). */
const interpolate = (text: string, values?: Record<string, ReactNode>) => (values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text);
const Translate = ({ children, values }: { children?: string; values?: Record<string, ReactNode> }) => <>{interpolate(children ?? '', values)}</>;
const translate = ({ message }: { message: string }, values?: Record<string, ReactNode>) => interpolate(message, values);

/** The `title` and `description` the last `@theme/Layout` rendered was given (see `takeLayoutMeta`). */
let layoutMeta: { title?: string; description?: string } = {};

/** What the page's `@theme/Layout` said of it since the last call: its title and description, for the page's head. */
export function takeLayoutMeta() {
  const meta = layoutMeta;
  layoutMeta = {};
  return meta;
}

/** `@theme/Layout`: its children, since the page is already in docsite's layout; its `title` and `description` go to the head. */
function Layout({ children, title, description }: { children?: ReactNode; title?: string; description?: string }) {
  layoutMeta = { title, description };
  return <>{children}</>;
}

/** The path of the page whose content renders (see `setPageLocation`). */
let pageLocation = '/';

/** Sets the path, with the site's base, of the page whose content renders next: `useLocation()` gives it. */
export function setPageLocation(pathname: string) {
  pageLocation = pathname;
}

/**
 * `@docusaurus/router` (react-router 5) as in Docusaurus's server render: `useLocation()` is the
 * page's path with no query or hash, `useHistory()` a history that stays on the page.
 */
function router() {
  const useLocation = () => ({ pathname: pageLocation, search: '', hash: '', state: undefined });
  const stay = () => {};
  const useHistory = () => ({ location: useLocation(), length: 1, action: 'POP', push: stay, replace: stay, go: stay, goBack: stay, goForward: stay, listen: () => stay, block: () => stay });
  return { useLocation, useHistory };
}

/** `@docusaurus/BrowserOnly`: what Docusaurus renders at build time, the fallback (its children run only in the browser). */
const BrowserOnly = ({ fallback }: { fallback?: ReactNode }) => <>{fallback ?? null}</>;

/** `@docusaurus/plugin-content-docs/client`'s version hooks: docsite builds one version of the docs, the site's. */
function docsClient(site: SiteView) {
  const version = { name: site.docsVersion.name, label: site.docsVersion.label, isLast: true, path: '/docs', mainDocId: '', docs: [], draftIds: [], sidebars: {} };
  const useVersion = () => version;
  return {
    useActiveVersion: useVersion,
    useLatestVersion: useVersion,
    useDocsVersion: useVersion,
    useVersions: () => [version],
    useActiveDocContext: () => ({ activeVersion: version, activeDoc: undefined, alternateDocVersions: {} }),
  };
}

/**
 * `@docusaurus/theme-common`'s hooks as they answer in Docusaurus's server render: the
 * site's default colour mode, a desktop window, the theme config of `useDocusaurusContext()`
 * (`useThemeConfig`); `ThemeClassNames` as an object whose every name is an empty class.
 */
function themeCommon(site: SiteView, themeConfig: Record<string, unknown>) {
  const colorMode = site.colorMode.defaultMode;
  const noClasses: Record<string, unknown> = new Proxy({}, { get: (_target, name) => (typeof name === 'symbol' ? undefined : noClasses) });
  return {
    useThemeConfig: () => themeConfig,
    useColorMode: () => ({ colorMode, setColorMode: () => {}, isDarkTheme: colorMode === 'dark' }),
    useWindowSize: () => 'desktop',
    ThemeClassNames: noClasses,
    NavbarSecondaryMenuFiller: () => null,
  };
}

/** An ES module's exports as a bundled page's `require` reads them. */
const esModule = (exports: Record<string, unknown>) => ({ __esModule: true, ...exports });

/**
 * The site's config as Docusaurus gives it to pages: `useDocusaurusContext().siteConfig`, and
 * the `config` prop of a React page in `src/pages` (Docusaurus passes its generated config
 * module to those; older pages read `this.props.config`).
 */
export function docusaurusSiteConfig(site: SiteView, customFields: Record<string, unknown> = {}) {
  // The theme config holds what docsite reads of Docusaurus's (the colour mode); a component
  // reading more of it gets undefined, as from an option the site did not set.
  const themeConfig = { colorMode: { defaultMode: site.colorMode.defaultMode, disableSwitch: site.colorMode.disableSwitch, respectPrefersColorScheme: false } };
  return { title: site.title, tagline: site.tagline, titleDelimiter: '|', url: site.url, baseUrl: site.baseUrl, favicon: site.favicon, customFields, themeConfig };
}

/**
 * The `@theme/*` and `@docusaurus/*` modules a page may import (`DOCUSAURUS_MODULES` lists
 * them; a test holds the two to the same ids), bound to the site: `useBaseUrl` and
 * `useBaseUrlUtils().withBaseUrl` give a path the site's base as Docusaurus's do (`withBase`); `useDocusaurusContext` gives the
 * site's title, tagline, URLs and `customFields`. `@docusaurus/Head` renders nothing: its tags do not reach
 * the page's head. `@docusaurus/useGlobalData` gives what the site's plugins set with `setGlobalData`.
 * `@theme/MDXComponents` is the components MDX pages of a Docusaurus site get (`mdxComponents`, with Docusaurus's `Head` and `Details`), which a swizzled MDXComponents extends.
 */
export function createDocusaurusModules(site: SiteView, customFields: Record<string, unknown> = {}, globalData: GlobalData = {}, mdxComponents: Record<string, unknown> = {}): Record<string, unknown> {
  const withBaseUrl = (url: string, options?: WithBaseOptions) => withBase(site.baseUrl, url, { ...options, siteUrl: site.url });
  const context = {
    siteConfig: docusaurusSiteConfig(site, customFields),
    globalData,
    i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
  };
  return {
    '@theme/Tabs': esModule({ default: Tabs }),
    '@theme/TabItem': esModule({ default: TabItem }),
    '@theme/Admonition': esModule({ default: Admonition }),
    '@theme/Mermaid': esModule({ default: ({ value }: { value: string }) => <Mermaid value={value} drawn={site.mermaidDiagrams === true} /> }),
    '@theme/CodeBlock': esModule({ default: CodeBlock }),
    '@theme/Details': esModule({ default: Details }),
    '@theme/Layout': esModule({ default: Layout }),
    '@docusaurus/Link': esModule({ default: Link }),
    '@docusaurus/useBaseUrl': esModule({ default: withBaseUrl, useBaseUrlUtils: () => ({ withBaseUrl }) }),
    '@docusaurus/useDocusaurusContext': esModule({ default: () => context }),
    '@docusaurus/useGlobalData': esModule(globalDataExports(globalData)),
    '@docusaurus/BrowserOnly': esModule({ default: BrowserOnly }),
    '@docusaurus/Head': esModule({ default: () => null }),
    '@theme/ThemedImage': esModule({ default: ThemedImage }),
    '@theme/Heading': esModule({ default: Heading }),
    '@docusaurus/Translate': esModule({ default: Translate, translate }),
    // Pages render once, at build time, where Docusaurus's server render is not in a browser either.
    '@docusaurus/useIsBrowser': esModule({ default: () => false }),
    '@docusaurus/useBrokenLinks': esModule({ default: useBrokenLinks }),
    '@docusaurus/plugin-content-docs/client': esModule(docsClient(site)),
    '@docusaurus/theme-common': esModule(themeCommon(site, context.siteConfig.themeConfig)),
    '@docusaurus/router': esModule(router()),
    '@theme/TOCInline': esModule({ default: createTOCInline(site.tableOfContents) }),
    // Docusaurus's own MDXComponents has Head and Details too (typescript-eslint's FAQ remark plugin adds a <Head>).
    '@theme/MDXComponents': esModule({ default: { ...mdxComponents, Head: () => null, Details } }),
    '@theme/MDXComponents/A': esModule({ default: (props: Record<string, unknown>) => <a {...props} /> }),
    '@theme/Icon/Copy': esModule({ default: IconCopy }),
    '@theme/Icon/Success': esModule({ default: IconSuccess }),
    '@theme/Icon/ExternalLink': esModule({ default: IconExternalLink }),
    '@theme/Icon/LightMode': esModule({ default: IconLightMode }),
    '@theme/Icon/DarkMode': esModule({ default: IconDarkMode }),
    '@docusaurus/ExecutionEnvironment': esModule({ default: { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false } }),
  };
}
