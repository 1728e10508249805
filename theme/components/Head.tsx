import type { PageProps } from '../../src/render/pageProps';
import { absoluteUrl } from '../../src/shared/baseUrl';
import { baseUrlCheckScript } from '../client/baseUrlCheck';
import { themeInitScript } from '../client/themeInit';
import { structuredData, structuredDataJson } from './structuredData';

/**
 * `<head>`: title, description, canonical URL, social cards, the inline before-paint script
 * (color mode, dismissed announcement, base-URL check) and the assets. Client navigation
 * swaps the title, `meta[name]`, `meta[property]` and canonical/alternate links.
 */
export function Head(props: PageProps) {
  const { site, page, assets } = props;
  // The page's own blog: a further blog's (`blogSections`), else the site's.
  const ownBlog = props.blog?.section ?? site.blog;
  const graph = structuredData(props);
  const canonical = absoluteUrl(site.url, site.baseUrl, page.canonicalPath ?? page.path);
  const fullTitle = page.kind === 'page' && page.path === '/' ? `${site.title} | ${site.tagline}` : `${page.title} | ${site.title}`;
  // A frontmatter image may be a URL, or a path on the site with or without its leading slash.
  const image = page.image ? absoluteUrl(site.url, site.baseUrl, page.image) : site.image ? absoluteUrl(site.url, site.baseUrl, site.image) : undefined;
  // Only the site's own card is known to be 1200 × 630.
  const siteImage = image !== undefined && !page.image;
  // The not-found page answers any path, so only real routes check where they are served.
  const inline = themeInitScript(site) + (page.kind === 'not-found' ? '' : baseUrlCheckScript(site.baseUrl));
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{fullTitle}</title>
      <meta name="description" content={page.description} />
      {page.keywords && <meta name="keywords" content={page.keywords.join(', ')} />}
      {page.noindex && <meta name="robots" content="noindex, nofollow" />}
      <meta name="color-scheme" content="light dark" />
      <link rel="canonical" href={canonical} />
      {page.kind !== 'not-found' && <LocaleAlternates site={site} path={page.path} />}
      {site.favicon && <link rel="icon" href={site.favicon} type="image/svg+xml" />}
      <meta property="og:type" content={page.kind === 'blog-post' ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={page.title} />
      <meta property="og:description" content={page.description} />
      <meta property="og:url" content={canonical} />
      {image && <meta property="og:image" content={image} />}
      {siteImage && <meta property="og:image:width" content="1200" />}
      {siteImage && <meta property="og:image:height" content="630" />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={page.title} />
      <meta name="twitter:description" content={page.description} />
      {image && <meta name="twitter:image" content={image} />}
      {/* The preferred version the client saves: the label of a site's one version, the name of a page's version on a site with several. */}
      <meta name="docsite:version" content={props.doc?.version?.name ?? site.docsVersion.label} />
      {/* A further docs section's page: the client keeps that section's preferred version apart. */}
      {props.doc?.docsPluginId && <meta name="docsite:docs-plugin" content={props.doc.docsPluginId} />}
      {ownBlog && page.kind.startsWith('blog') && (
        <>
          {ownBlog.feeds.rss && <link rel="alternate" type="application/rss+xml" title={`${ownBlog.title} RSS`} href={ownBlog.feeds.rss} />}
          {ownBlog.feeds.atom && <link rel="alternate" type="application/atom+xml" title={`${ownBlog.title} Atom`} href={ownBlog.feeds.atom} />}
        </>
      )}
      {graph && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredDataJson(graph) }} />}
      <script dangerouslySetInnerHTML={{ __html: inline }} />
      {assets.fonts?.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
      ))}
      {assets.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {assets.js.map((src) => (
        <script key={src} type="module" src={src} />
      ))}
      {page.css && <style data-page-css="" dangerouslySetInnerHTML={{ __html: page.css.replace(/<\/style/gi, '<\\/style') }} />}
    </head>
  );
}

/**
 * The same page in every locale (`hreflang`, the locale's `htmlLang`), and `x-default`: the
 * default locale's, as Docusaurus writes them. Every locale builds every page (an
 * untranslated one shows the default locale's content), so the page's path is the same in each.
 */
function LocaleAlternates({ site, path }: { site: PageProps['site']; path: string }) {
  const locales = site.i18n?.locales;
  if (!locales || locales.length < 2) return null;
  return (
    <>
      {locales.map((locale) => (
        <link key={locale.code} rel="alternate" href={absoluteUrl(site.url, locale.baseUrl, path)} hrefLang={locale.htmlLang} />
      ))}
      <link rel="alternate" href={absoluteUrl(site.url, site.i18n!.defaultLocale.baseUrl, path)} hrefLang="x-default" />
    </>
  );
}
