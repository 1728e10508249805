import type { Heading } from '../../src/types';

/** h2–h3 links; a right column on desktop, a collapsible block above the content on mobile. */
export function TableOfContents({ toc, variant }: { toc: Heading[]; variant: 'desktop' | 'mobile' }) {
  const list = (
    <ul className="toc-list">
      {toc.map((heading) => (
        <li key={heading.id} className={`toc-depth-${heading.depth}`}>
          <a href={`#${heading.id}`} className="toc-link">
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  );
  if (variant === 'mobile') {
    return (
      <details className="toc-mobile">
        <summary>On this page</summary>
        {list}
      </details>
    );
  }
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      {list}
    </nav>
  );
}
