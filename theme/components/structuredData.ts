import { absoluteUrl } from '../../src/shared/baseUrl';
import type { PageProps } from '../../src/render/pageProps';

/**
 * JSON-LD for search engines: `TechArticle` for docs and API pages, `BlogPosting` for posts,
 * and a `BreadcrumbList` where the page has breadcrumbs. Undefined for other pages.
 */
export function structuredData({ site, page, doc, blog }: PageProps): object[] | undefined {
  const url = absoluteUrl(site.url, site.baseUrl, page.path);
  const image = site.image ? absoluteUrl(site.url, site.baseUrl, site.image) : undefined;
  // The site's home: the bare origin at baseUrl '/', else with the base and its slash.
  const home = site.baseUrl === '/' ? site.url : absoluteUrl(site.url, site.baseUrl, '/');
  const graph: object[] = [];
  if (page.kind === 'doc' || page.kind === 'api' || page.kind === 'category') {
    graph.push({ '@type': 'TechArticle', headline: page.title, description: page.description, url, image, inLanguage: site.i18n?.current.htmlLang ?? 'en', isPartOf: { '@type': 'WebSite', name: site.title, url: home } });
  }
  if (page.kind === 'blog-post' && blog?.post) {
    const post = blog.post;
    graph.push({
      '@type': 'BlogPosting',
      headline: post.title,
      description: page.description,
      url,
      image,
      datePublished: post.date,
      author: post.authors.map((author) => ({ '@type': 'Person', name: author.name, url: author.url })),
      keywords: post.tags.map((tag) => tag.label),
    });
  }
  const crumbs = doc?.breadcrumbs ?? [];
  if (crumbs.length > 0) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: crumb.href ? absoluteUrl(site.url, site.baseUrl, crumb.href) : url })),
    });
  }
  return graph.length ? graph : undefined;
}

/** JSON for a `<script type="application/ld+json">`, safe to inline (`<` escaped). */
export function structuredDataJson(graph: object[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
}
