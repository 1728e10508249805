import { absoluteUrl } from '../shared/baseUrl.js';
import type { BlogConfig, BlogPostRoute, SiteConfig } from '../types.js';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `sitemap.xml`: exactly the site's routes, with `lastmod` when known; on a site of several
 * locales, each route's page in every locale and `x-default` (`xhtml:link`, as Google reads
 * them), since every locale builds every page.
 */
export function renderSitemap(config: SiteConfig, entries: Array<{ path: string; lastmod?: string }>): string {
  const locales = config.i18n && config.i18n.locales.length > 1 ? config.i18n : undefined;
  const alternates = (path: string) => {
    if (!locales) return '';
    const fallback = locales.locales.find((locale) => locale.code === locales.defaultLocale)!;
    const links = [...locales.locales.map((locale) => [locale.htmlLang, locale.baseUrl] as const), ['x-default', fallback.baseUrl] as const];
    return links.map(([lang, base]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(absoluteUrl(config.url, base, path))}"/>`).join('');
  };
  const urls = entries.map((entry) => `  <url><loc>${escapeXml(absoluteUrl(config.url, config.baseUrl, entry.path))}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}${alternates(entry.path)}</url>`);
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${locales ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt`: everything may be crawled; points at the sitemap. */
export function renderRobots(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(config.url, config.baseUrl, '/sitemap.xml')}\n`;
}

/** A post for feeds: its route plus rendered HTML. */
export interface FeedPost {
  route: BlogPostRoute;
  html: string;
  authors: string[];
}

/** RSS 2.0, Atom 1.0 and JSON Feed 1.1 for a blog (`blog`, or one of `blogSections`). */
export function renderFeeds(config: SiteConfig, blog: BlogConfig, posts: FeedPost[]): { rss: string; atom: string; json: string } {
  const { title, description, copyright } = blog.feed;
  const blogUrl = absoluteUrl(config.url, config.baseUrl, `/${blog.routeBasePath}`).replace(/\/$/, '');
  const urlOf = (route: BlogPostRoute) => absoluteUrl(config.url, config.baseUrl, route.path);
  const updated = posts[0] ? new Date(`${posts[0].route.date}T00:00:00Z`).toISOString() : new Date(0).toISOString();
  const rssItems = posts.map(({ route, html }) =>
    [
      '    <item>',
      `      <title>${escapeXml(route.title)}</title>`,
      `      <link>${urlOf(route)}</link>`,
      `      <guid>${urlOf(route)}</guid>`,
      `      <pubDate>${new Date(`${route.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      route.description ? `      <description>${escapeXml(route.description)}</description>` : '',
      `      <content:encoded><![CDATA[${html.replace(/]]>/g, ']]]]><![CDATA[>')}]]></content:encoded>`,
      ...route.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      '    </item>',
    ].filter(Boolean).join('\n'),
  );
  const rss = `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">\n  <channel>\n    <title>${escapeXml(title)}</title>\n    <link>${blogUrl}</link>\n    <description>${escapeXml(description)}</description>\n    <language>en</language>\n${copyright ? `    <copyright>${escapeXml(copyright)}</copyright>\n` : ''}    <atom:link href="${blogUrl}/rss.xml" rel="self" type="application/rss+xml"/>\n${rssItems.join('\n')}\n  </channel>\n</rss>\n`;
  const atomEntries = posts.map(({ route, html, authors }) =>
    [
      '  <entry>',
      `    <title>${escapeXml(route.title)}</title>`,
      `    <id>${urlOf(route)}</id>`,
      `    <link href="${urlOf(route)}"/>`,
      `    <updated>${new Date(`${route.date}T00:00:00Z`).toISOString()}</updated>`,
      route.description ? `    <summary>${escapeXml(route.description)}</summary>` : '',
      ...authors.map((name) => `    <author><name>${escapeXml(name)}</name></author>`),
      `    <content type="html">${escapeXml(html)}</content>`,
      '  </entry>',
    ].filter(Boolean).join('\n'),
  );
  const atom = `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n  <id>${blogUrl}</id>\n  <title>${escapeXml(title)}</title>\n  <updated>${updated}</updated>\n  <link rel="alternate" href="${blogUrl}"/>\n  <link rel="self" href="${blogUrl}/atom.xml"/>\n  <subtitle>${escapeXml(description)}</subtitle>\n${copyright ? `  <rights>${escapeXml(copyright)}</rights>\n` : ''}${atomEntries.join('\n')}\n</feed>\n`;
  const json = JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title,
      home_page_url: blogUrl,
      feed_url: `${blogUrl}/feed.json`,
      description,
      items: posts.map(({ route, html, authors }) => ({
        id: urlOf(route),
        url: urlOf(route),
        title: route.title,
        summary: route.description,
        content_html: html,
        date_published: new Date(`${route.date}T00:00:00Z`).toISOString(),
        tags: route.tags,
        authors: authors.map((name) => ({ name })),
      })),
    },
    null,
    2,
  );
  return { rss, atom, json };
}
