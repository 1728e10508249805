import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageProps, PostSummary } from '../../../src/render/pageProps.js';
import { clientStringsJson, setThemeStrings } from '../../../theme/i18n/themeStrings';
import { coreStrings } from '../../../theme/client/pageString';
import { ColorModeToggle } from '../../../theme/components/ColorModeToggle';
import { AnnouncementBar } from '../../../theme/components/AnnouncementBar';
import { Breadcrumbs } from '../../../theme/components/Breadcrumbs';
import { VersionDropdown } from '../../../theme/components/VersionDropdown';
import { BlogSidebar } from '../../../theme/components/blog/BlogSidebar';
import { PostPreview } from '../../../theme/components/blog/PostPreview';

const post: PostSummary = { title: 'Launch', path: '/blog/launch', date: '2024-05-01', authors: [], tags: [{ label: 'news', path: '/blog/tags/news' }], excerptHtml: '<p>Hi</p>', truncated: true };
const blogProps = { blog: { recent: [{ title: 'Launch', path: '/blog/launch' }], recentTitle: 'Recent posts' }, site: { blog: { title: 'Blog', path: '/blog', feeds: { rss: '/blog/rss.xml' } } }, page: { path: '/blog' } } as unknown as PageProps;
const versions = [{ name: '1.0', label: '1.0.x', entry: '/docs/intro' }] as Parameters<typeof VersionDropdown>[0]['versions'];

const render = () => ({
  breadcrumbs: renderToString(createElement(Breadcrumbs, { crumbs: [{ label: 'Guides', href: '/docs/guides' }, { label: 'Setup' }] })),
  preview: renderToString(createElement(PostPreview, { post })),
  sidebar: renderToString(createElement(BlogSidebar, blogProps)),
  announcement: renderToString(createElement(AnnouncementBar, { bar: { id: 'a', content: 'News', backgroundColor: '#fff', textColor: '#000', isCloseable: true } })),
  versions: renderToString(createElement(VersionDropdown, { versions, current: versions[0]! })),
});

/** Issue 22: the theme's chrome (breadcrumbs, blog list and sidebar, announcement, version menu) speaks the locale of the build, by Docusaurus's ids where it has them. */
describe('the chrome strings', () => {
  afterEach(() => setThemeStrings());

  it('renders in English as before it had ids', () => {
    const html = render();
    expect(html.breadcrumbs).toContain('<nav class="breadcrumbs" aria-label="Breadcrumbs"><ol><li><a href="/" aria-label="Home page">Home</a></li>');
    expect(html.preview).toContain('<a class="read-more" href="/blog/launch" aria-label="Read more about Launch">Read more →</a>');
    expect(html.sidebar).toContain('<nav aria-label="Recent blog posts">');
    expect(html.sidebar).toContain('<p class="blog-sidebar-title">Browse</p><p class="blog-feeds"><a href="/blog/archive">Archive</a><a href="/blog/tags">Tags</a><a href="/blog/authors">Authors</a><a href="/blog/rss.xml" type="application/rss+xml">RSS feed</a></p>');
    expect(html.announcement).toContain('aria-label="Close announcement"');
    expect(html.versions).toContain('<summary class="nav-link" aria-label="Docs version: 1.0.x">');
  });

  it("takes the locale's code.json translations of Docusaurus's ids and docsite's own", () => {
    setThemeStrings({
      'theme.docs.breadcrumbs.navAriaLabel': 'Fil d’Ariane',
      'theme.docs.breadcrumbs.home': 'Page d’accueil',
      'theme.docs.breadcrumbs.home.text': 'Accueil',
      'theme.blog.post.readMore': 'Lire plus',
      'theme.blog.post.readMoreLabel': 'Lire plus sur {title}',
      'theme.blog.sidebar.navAriaLabel': 'Articles récents',
      'docsite.BlogSidebar.browse': 'Parcourir',
      'theme.blog.archive.title': 'Archives',
      'theme.tags.tagsPageTitle': 'Étiquettes',
      'theme.blog.authorsList.pageTitle': 'Auteurs',
      'docsite.BlogSidebar.rss': 'Flux RSS',
      'theme.AnnouncementBar.closeButtonAriaLabel': 'Fermer',
      'docsite.VersionDropdown.label': 'Version de la documentation : {versionLabel}',
    });
    const html = render();
    expect(html.breadcrumbs).toContain('<nav class="breadcrumbs" aria-label="Fil d’Ariane"><ol><li><a href="/" aria-label="Page d’accueil">Accueil</a></li>');
    expect(html.preview).toContain('<a class="read-more" href="/blog/launch" aria-label="Lire plus sur Launch">Lire plus</a>');
    expect(html.sidebar).toContain('<nav aria-label="Articles récents">');
    expect(html.sidebar).toContain('<p class="blog-sidebar-title">Parcourir</p><p class="blog-feeds"><a href="/blog/archive">Archives</a><a href="/blog/tags">Étiquettes</a><a href="/blog/authors">Auteurs</a><a href="/blog/rss.xml" type="application/rss+xml">Flux RSS</a></p>');
    expect(html.announcement).toContain('aria-label="Fermer"');
    expect(html.versions).toContain('<summary class="nav-link" aria-label="Version de la documentation : 1.0.x">');
  });
});

/** Issue 22: what the script every page loads prints (colour switch, drawer, route error, crash panel, copy Markdown) comes from `<body data-strings>`, under short keys. */
describe("the always-loaded script's strings", () => {
  afterEach(() => {
    setThemeStrings();
    delete (globalThis as { document?: unknown }).document;
  });

  it('hands the locale\'s translations of the colour switch, drawer, route error and crash ids to the browser, which reads them back', () => {
    const french = {
      'docsite.ColorModeToggle.toDark': 'Passer en mode sombre',
      'docsite.ColorModeToggle.toLight': 'Passer en mode clair',
      'docsite.NavbarDrawer.sectionPages': 'Pages de la section',
      'docsite.RouteError.title': 'Cette page n’a pas pu être chargée.',
      'docsite.RouteError.retry': 'Réessayer',
      'theme.ErrorPageContent.title': 'Cette page a planté.',
      'theme.ErrorPageContent.tryAgain': 'Réessayez',
      'docsite.ErrorPageContent.details': 'Détails de l’erreur',
    };
    setThemeStrings(french);
    expect(renderToString(createElement(ColorModeToggle))).toContain('aria-label="Passer en mode sombre" title="Switch color mode"');
    const json = clientStringsJson();
    (globalThis as { document?: unknown }).document = { body: { dataset: { strings: json } } };
    expect(coreStrings()).toMatchObject({ toDark: 'Passer en mode sombre', toLight: 'Passer en mode clair', sectionPages: 'Pages de la section', notLoaded: 'Cette page n’a pas pu être chargée.', retry: 'Réessayer', crashed: 'Cette page a planté.', tryAgain: 'Réessayez', errorDetails: 'Détails de l’erreur', copy: 'Copy' });
  });

  it('keeps English where nothing is translated, as the script printed before', () => {
    (globalThis as { document?: unknown }).document = { body: { dataset: {} } };
    expect(coreStrings()).toMatchObject({ toDark: 'Switch to dark mode', toLight: 'Switch to light mode', sectionPages: 'Section pages', notLoaded: 'This page could not be loaded.', retry: 'Retry', crashed: 'This page crashed.', tryAgain: 'Try again', errorDetails: 'Error details' });
    expect(renderToString(createElement(ColorModeToggle))).toContain('aria-label="Switch to dark mode" title="Switch color mode"');
  });
});
