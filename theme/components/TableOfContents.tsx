import { translate } from '../i18n/themeStrings';
import type { Heading } from '../../src/types';

/**
 * Spec 9: headings of levels 2 to 3 (filtered by the render stage). A right column on
 * desktop, whose active link follows the scroll (`client/toc.ts`); a collapsible block above
 * the content on mobile.
 */
export function TableOfContents({ toc: headings, variant }: { toc: Heading[]; variant: 'desktop' | 'mobile' }) {
  // A heading without an id or text cannot be linked to or named; leave it out.
  const toc = headings.filter((heading) => heading.id && heading.text);
  if (toc.length === 0) return null;
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
        <summary>{translate('theme.TOCCollapsible.toggleButtonLabel')}</summary>
        <nav aria-label={translate('theme.TOCCollapsible.toggleButtonLabel')}>{list}</nav>
      </details>
    );
  }
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p className="toc-title" id="toc-title">{translate('theme.TOCCollapsible.toggleButtonLabel')}</p>
      {list}
    </nav>
  );
}
