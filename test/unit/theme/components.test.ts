import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnnouncementBar } from '../../../theme/components/AnnouncementBar';
import { Footer } from '../../../theme/components/Footer';
import { SearchButton } from '../../../theme/components/SearchButton';
import { isOneByte } from '../../helpers/oneByte.js';
import { TableOfContents } from '../../../theme/components/TableOfContents';
import { NotFoundLayout } from '../../../theme/layouts/NotFoundLayout';
import type { PageProps } from '../../../src/render/pageProps.js';

const bar = { id: 'free-credits-200', content: 'Join now and get 200 FREE credits. <a href="https://app.example">Start</a>', backgroundColor: '#14213d', textColor: '#ffffff', isCloseable: false };

describe('AnnouncementBar', () => {
  it('renders the HTML content and colours, with no close button when it cannot be closed', () => {
    const html = renderToString(createElement(AnnouncementBar, { bar }));
    expect(html).toContain('Join now and get 200 FREE credits. <a href="https://app.example">Start</a>');
    expect(html).toContain('background-color:#14213d;color:#ffffff');
    expect(html).not.toContain('<button');
  });

  it('renders a labelled close button keyed by the bar id when closeable', () => {
    const html = renderToString(createElement(AnnouncementBar, { bar: { ...bar, isCloseable: true } }));
    expect(html).toContain('data-announcement-id="free-credits-200"');
    expect(html).toMatch(/<button[^>]*aria-label="Close announcement"[^>]*data-announcement-close=""/);
  });
});

describe('Footer', () => {
  const footer = {
    style: 'dark' as const,
    logo: { src: '/img/logo-light.svg', srcDark: '/img/logo-dark.svg', alt: 'Sable', href: 'https://app.example', width: 350, height: 88 },
    persistentLogoCache: true,
    tagline: 'The Ultimate AI Web3 Assistant powered by specialized agents for all your need in crypto.',
    links: [{ title: 'Mixed', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'Chat', href: 'https://chat.example' }, { html: '<strong>raw</strong>' }] }],
    copyright: 'Copyright © 2025 Sable',
  };
  const html = renderToString(createElement(Footer, { footer, mark: { src: '/img/logo-mark.svg' } }));

  it('renders both theme logos at 350×88 as the no-JS fallback, inside the footer-logo island with its props', () => {
    expect(html).toContain('data-island="footer-logo"');
    expect(html).toContain('"src":"/img/logo-light.svg","srcDark":"/img/logo-dark.svg","alt":"Sable","width":350,"height":88,"persistentCache":true');
    expect(html).toMatch(/<img class="logo-light" src="\/img\/logo-light.svg" alt="Sable" width="350" height="88"/);
    expect(html).toMatch(/<img class="logo-dark" src="\/img\/logo-dark.svg" alt="Sable" width="350" height="88"/);
  });

  it('renders internal links, external links in a new tab with noopener noreferrer, and raw HTML items', () => {
    expect(html).toContain('<a href="/docs/intro" class="footer-link">Intro</a>');
    expect(html).toMatch(/<a href="https:\/\/chat.example" class="footer-link" target="_blank" rel="noopener noreferrer">Chat/);
    expect(html).toContain('<strong>raw</strong>');
  });

  it('ends with the logo linking to its href and the copyright line', () => {
    expect(html).toMatch(/<a href="https:\/\/app.example" class="footer-bottom-logo" target="_blank" rel="noopener noreferrer">/);
    expect(html).toContain('<p class="footer-copyright">Copyright © 2025 Sable</p>');
    expect(html).toContain('The Ultimate AI Web3 Assistant powered by specialized agents for all your need in crypto.');
  });
});

describe('SearchButton', () => {
  it('renders its key hints as character references, keeping the chrome of every page Latin-1 (one byte a character in V8)', () => {
    const html = renderToString(createElement(SearchButton));
    expect(html).toContain('<kbd>&uarr;</kbd> <kbd>&darr;</kbd> to move');
    expect(html).toContain('<kbd>&crarr;</kbd> to open');
    expect(html).toMatch(/^[\x00-\xff]+$/);
    expect(isOneByte(html)).toBe(true);
  });
});

describe('TableOfContents', () => {
  it('links each heading it is given and leaves out headings without an id or text', () => {
    const toc = [
      { depth: 2, id: 'setup', text: 'Setup' },
      { depth: 3, id: 'keys', text: 'Keys' },
      { depth: 3, id: '', text: 'Unlinkable' },
    ];
    const html = renderToString(createElement(TableOfContents, { toc, variant: 'desktop' }));
    expect(html).toContain('<li class="toc-depth-2"><a href="#setup" class="toc-link">Setup</a></li>');
    expect(html).toContain('<li class="toc-depth-3"><a href="#keys" class="toc-link">Keys</a></li>');
    expect(html).not.toContain('Unlinkable');
    expect(renderToString(createElement(TableOfContents, { toc, variant: 'mobile' }))).toMatch(/^<details class="toc-mobile"><summary>On this page<\/summary>/);
  });
});

describe('NotFoundLayout', () => {
  const site = { sidebarEntry: { tutorialSidebar: '/docs/intro' }, search: { enabled: true } } as unknown as PageProps['site'];
  const render = (props: Partial<PageProps['site']> = {}) => renderToString(createElement(NotFoundLayout, { site: { ...site, ...props } } as PageProps));

  it('has a labelled search box that opens the search dialog with its words (data-search-form)', () => {
    const html = render();
    expect(html).toMatch(/<form class="not-found-search" data-search-form="">/);
    expect(html).toContain('<label for="not-found-query">Search the docs for it</label>');
    expect(html).toMatch(/<input id="not-found-query" type="search"[^>]*name="q"\/>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Find<\/button>/);
  });

  it('has no search box when search is off', () => {
    expect(render({ search: { enabled: false } })).not.toContain('data-search-form');
  });

  it('links the docs through the first sidebar that is not the API reference, whatever its name', () => {
    const html = render({ sidebarEntry: { docs: '/docs/intro' } });
    expect(html).toContain('<a class="button button-secondary" href="/docs/intro">Read the docs</a>');
    expect(html).not.toContain('Browse the API documentation');
  });

  it("links the API reference through openapi's sidebar", () => {
    const html = render({ sidebarEntry: { developers: '/docs/api/intro', tutorialSidebar: '/docs/intro' }, apiSidebar: 'developers' });
    expect(html).toContain('href="/docs/intro">Read the docs</a>');
    expect(html).toContain('<li><a href="/docs/api/intro">Browse the API documentation</a></li>');
  });
});
