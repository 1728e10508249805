import type { LinkGroup } from '../../../src/types';
import { ExternalLink } from '../ExternalLink';

/** Link columns: internal routes (client-routed), external links in a new tab, or raw HTML items. */
export function FooterLinks({ groups }: { groups: LinkGroup[] }) {
  return (
    <div className="footer-links">
      {groups.map((group) => (
        <nav key={group.title} className="footer-column" aria-label={group.title}>
          <h2 className="footer-title">{group.title}</h2>
          <ul>
            {group.items.map((item, index) => (
              <li key={index}>
                {'html' in item ? (
                  <span className="footer-html" dangerouslySetInnerHTML={{ __html: item.html }} />
                ) : 'href' in item ? (
                  <ExternalLink href={item.href} className="footer-link">{item.label}</ExternalLink>
                ) : (
                  <a href={item.to} className="footer-link">{item.label}</a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
