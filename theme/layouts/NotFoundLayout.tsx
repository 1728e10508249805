import type { PageProps } from '../../src/render/pageProps';

/** Any path that is not a route. */
export function NotFoundLayout({ site }: PageProps) {
  return (
    <main id="main-content" className="page-main not-found" tabIndex={-1}>
      <h1>Page not found</h1>
      <p>We could not find the page you asked for. It may have moved, or the link may be mistyped.</p>
      <ul>
        <li><a href="/">Go to the home page</a></li>
        {site.sidebarEntry.tutorialSidebar && <li><a href={site.sidebarEntry.tutorialSidebar}>Read the docs</a></li>}
        {site.sidebarEntry.developers && <li><a href={site.sidebarEntry.developers}>Browse the API documentation</a></li>}
      </ul>
    </main>
  );
}
